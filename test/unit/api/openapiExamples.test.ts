import t from 'tap';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openapiDocument } from '../../../cli/openapiDocument.ts';
import { EXAMPLE_REQUESTS, readExamples } from '../../../query-api/openapiExamples.ts';

type Json = Record<string, any>;

const MAIN_ROUTES = [
  'GET /api/v1/systems',
  'GET /api/v1/systems/{id}/nodes/{code}',
  'GET /api/v1/systems/{id}/nodes/{code}/children',
  'GET /api/v1/search',
  'GET /api/v1/systems/{id}/nodes/{code}/translations',
  'POST /api/v1/classify',
  'GET /api/v1/systems/{id}/nodes/{code}/equivalences',
];

t.test("every main route's 200 response carries a sample-data example its schema accepts", async (t) => {
  const doc = (await openapiDocument()) as unknown as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  t.same(Object.keys(readExamples()).sort(), [...MAIN_ROUTES].sort(), 'one stored example per main route');
  t.same(
    EXAMPLE_REQUESTS.map((r) => r.operation).sort(),
    [...MAIN_ROUTES].sort(),
    'the generator asks each main route',
  );
  for (const operation of MAIN_ROUTES) {
    const [method, path] = operation.split(' ');
    const media = doc.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json'];
    t.ok(media?.example, `${operation} has an example`);
    if (!media?.example) continue;
    const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', '"openapi.json#/components/'));
    const validate = ajv.compile(schema);
    t.ok(validate(media.example), `${operation}: ${ajv.errorsText(validate.errors)}`);
  }
});

t.test('a wrong example is caught (the check is not vacuous)', async (t) => {
  const doc = (await openapiDocument()) as unknown as Json;
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Neighbours' });
  const example = readExamples()['GET /api/v1/systems/{id}/nodes/{code}/children'];
  t.ok(validate(example));
  t.notOk(validate({ ...example, total: 'two' }));
});
