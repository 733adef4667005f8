type Json = Record<string, unknown>;

/** Annotation keywords that change nothing a result may hold. */
const ANNOTATIONS = new Set(['description', 'title', '$id', 'examples', 'default']);

/**
 * An output schema as tools/list sends it: the result's fields with their types, enums and bounds, no
 * annotations, and nested objects (list items, parts) as `{"type": "object"}`. Every session pays for
 * tools/list (under 40 KB this way, from 65 KB); the nested fields and every field's meaning are in the
 * REST reference (/api/v1/docs), which declares the same shapes in full, and the tool descriptions
 * name the fields that matter. Results are still checked against the full schema before they leave.
 */
export function structural(schema: unknown, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => structural(s, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Json;
  const isObject = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
  if (isObject && depth > 0) return { type: node.type };
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, structural(s, depth + 1)]));
    else if (k !== 'required' && !ANNOTATIONS.has(k)) out[k] = structural(v, depth);
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
