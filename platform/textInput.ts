/**
 * Text a person could have typed: no C0 or C1 control characters (tab, line feed and carriage return
 * are allowed where `multiline`), no DEL, no lone UTF-16 surrogates (which no UTF-8 text can hold and
 * PostgreSQL refuses, as it refuses NUL). One rule for every door: REST parameters and bodies, MCP
 * tool arguments.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const MAX_DEPTH = 32;

/** Why `s` is not acceptable text, or undefined when it is. */
export function textProblem(s: string, multiline = false): string | undefined {
  const c = (multiline ? CONTROL : CONTROL_SINGLE_LINE).exec(s);
  if (c) return `contains a control character (U+${c[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  if (LONE_SURROGATE.test(s)) return 'contains a lone UTF-16 surrogate (not valid Unicode text)';
  return undefined;
}

/**
 * The first string (value or object key) in a JSON-like value that is not acceptable text, as
 * `{ at, problem }` with `at` its path (`name`, `items[2].code`), or undefined when all are.
 */
export function findBadText(
  value: unknown,
  at: string,
  multiline = false,
  depth = 0,
): { at: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value, multiline);
    return problem ? { at, problem } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { at, problem: `is nested deeper than ${MAX_DEPTH} levels` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadText(value[i], `${at}[${i}]`, multiline, depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const keyProblem = textProblem(k, false);
    const here = at ? `${at}.${k.replace(/[^\x20-\x7e]/g, '?')}` : k.replace(/[^\x20-\x7e]/g, '?');
    if (keyProblem) return { at: here, problem: `has a name that ${keyProblem}` };
    const bad = findBadText(v, here, multiline, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}
