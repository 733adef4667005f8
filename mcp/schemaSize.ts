type Json = Record<string, unknown>;

/** Annotation keywords that change nothing a result may hold. */
const ANNOTATIONS = new Set(['description', 'title', '$id', 'examples', 'default']);

/**
 * An output schema as tools/list sends it: the same structure (types, properties, required, enums,
 * bounds), without the annotations of its fields. Every session pays for tools/list, and the fields'
 * meanings are in the tool descriptions and the REST reference (/api/v1/docs), where the same shapes
 * keep them. Results are still checked against the full schema before they leave.
 */
export function structural(schema: unknown, depth = 0, listItem = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => structural(s, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Json;
  const isObject = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
  if (isObject && depth > 0 && !(depth === 1 && listItem)) return { type: node.type }; // see the REST reference
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, structural(s, depth + 1)]));
    else if (k === 'items') out[k] = structural(v, depth, true);
    else if (k === 'required')
      continue; // which fields are always there: the REST reference
    else if (!ANNOTATIONS.has(k)) out[k] = structural(v, depth);
  }
  return out;
}

/**
 * An input schema as tools/list sends it: parameters with a default are not listed as required (the
 * default applies when they are left out), an array's items drop a description the array's own
 * description already gives, and the NUL-refusing pattern is left to the validator.
 */
/** The pattern that only refuses NUL characters: the validator still does, and says so. */
const NO_NUL = '^[^\\u0000]+$';
const noNul = (p: Json): Json => {
  if (p.pattern !== NO_NUL) return p;
  const { pattern: _p, ...rest } = p;
  return rest;
};

export function inputListing(schema: Json): Json {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const properties = Object.fromEntries(
    Object.entries(props).map(([name, p]) => {
      const items = p.items as Json | undefined;
      if (p.type === 'array' && p.description && items?.description) {
        const { description: _d, ...rest } = items;
        return [name, { ...p, items: noNul(rest) }];
      }
      return [name, noNul(p)];
    }),
  );
  const required = ((schema.required ?? []) as string[]).filter((name) => props[name]?.default === undefined);
  const { required: _r, ...rest } = schema;
  return { ...rest, properties, ...(required.length ? { required } : {}) };
}

const MIN_HOISTED = 120; // characters: smaller repeats cost more as a $ref than they save

/**
 * Writes an object schema that occurs more than once in `root` once, under `$defs`, and refers to it
 * with `{"$ref": "#/$defs/<name>"}` (JSON Schema 2020-12; one result shape often nests the same match
 * or code object several times). Names come from the object's properties (`code_title`, ...).
 */
export function hoistRepeats(root: Json): Json {
  const count = new Map<string, number>();
  const scan = (node: unknown, top: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => scan(n, false));
    if (!node || typeof node !== 'object') return;
    const key = JSON.stringify(node);
    if (!top && (node as Json).type === 'object' && key.length >= MIN_HOISTED)
      count.set(key, (count.get(key) ?? 0) + 1);
    for (const v of Object.values(node)) scan(v, false);
  };
  scan(root, true);
  const defs: Json = {};
  const names = new Map<string, string>();
  const nameOf = (key: string, node: Json): string => {
    let name = names.get(key);
    if (name) return name;
    const base =
      Object.keys((node.properties as Json) ?? {})
        .slice(0, 3)
        .join('_') || 'object';
    name = base;
    for (let i = 2; name in defs; i++) name = `${base}_${i}`;
    names.set(key, name);
    defs[name] = {}; // reserved before descending
    defs[name] = rewrite(node, true);
    return name;
  };
  const rewrite = (node: unknown, defining = false): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n));
    if (!node || typeof node !== 'object') return node;
    const key = JSON.stringify(node);
    if (!defining && (count.get(key) ?? 0) > 1) return { $ref: `#/$defs/${nameOf(key, node as Json)}` };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(v)]));
  };
  const out = rewrite(root, true) as Json;
  return Object.keys(defs).length ? { ...out, $defs: defs } : out;
}
