import t from 'tap';
import { readOpenapiFile, renderOpenapiFile } from '../../../cli/openapiFile.ts';

// docs/openapi.json is what client generators read without a server: a route or shape changed
// without `npm run gen:openapi` leaves it describing an API that no longer exists.
t.test('docs/openapi.json is the current OpenAPI document', async (t) => {
  const fresh = await renderOpenapiFile();
  t.ok(JSON.parse(fresh).paths['/api/v1/systems/{id}/nodes/{code}'], 'the document has the paths');
  t.ok(
    readOpenapiFile() === fresh,
    'up to date: run `npm run gen:openapi` and commit docs/openapi.json and clients/typescript/src/*.gen.ts',
  );
});
