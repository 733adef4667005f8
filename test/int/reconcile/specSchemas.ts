import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { ROOT } from '../../helpers/paths.ts';

/** The W3C Reconciliation API 0.2 JSON schemas (test/fixtures/reconciliation-0.2), compiled. */
export const FIXTURES = path.join(ROOT, 'test/fixtures/reconciliation-0.2');
const BASE = 'https://reconciliation-api.github.io/specs/0.2/schemas/';

const ajv = new Ajv({ strict: false, validateSchema: false, validateFormats: false, allErrors: true });
// manifest.json's `authentication` refers to Swagger 2's security definitions: an open stand-in
ajv.addSchema({
  $id: 'http://swagger.io/v2/schema.json',
  definitions: { securityDefinitions: { additionalProperties: {} } },
});
for (const f of readdirSync(FIXTURES).filter((f) => f.endsWith('.json')))
  ajv.addSchema(JSON.parse(readFileSync(path.join(FIXTURES, f), 'utf8')));

const compiled = new Map<string, ValidateFunction>();
/** Validates `data` against one of the spec's schemas; the errors as text, or '' when valid. */
export function specErrors(schema: string, data: unknown): string {
  const id = BASE + (schema === 'reconciliation-query-batch.json' ? 'reconciliation-query.json' : schema);
  let v = compiled.get(id);
  if (!v) {
    v = ajv.getSchema(id)!;
    compiled.set(id, v);
  }
  return v(data) ? '' : ajv.errorsText(v.errors);
}
