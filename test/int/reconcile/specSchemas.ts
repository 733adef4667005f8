import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { ROOT } from '../../helpers/paths.ts';

/**
 * This project's JSON schemas of the Reconciliation Service API 0.2 (test/fixtures/reconciliation),
 * written from the specification's text, compiled by Ajv.
 */
const DIR = path.join(ROOT, 'test/fixtures/reconciliation');

// strict: unknown keywords in our schemas are errors; the union-type and required-in-anyOf checks are style only
const ajv = new Ajv({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
for (const f of readdirSync(DIR).filter((f) => f.endsWith('.json')))
  ajv.addSchema(JSON.parse(readFileSync(path.join(DIR, f), 'utf8')));

const compiled = new Map<string, ValidateFunction>();
/** Validates `data` against one of the schemas (by file name); the errors as text, or '' when valid. */
export function specErrors(schema: string, data: unknown): string {
  let v = compiled.get(schema);
  if (!v) {
    v = ajv.getSchema(schema);
    if (!v) throw new Error(`no schema ${schema} in ${DIR}`);
    compiled.set(schema, v);
  }
  return v(data) ? '' : ajv.errorsText(v.errors);
}
