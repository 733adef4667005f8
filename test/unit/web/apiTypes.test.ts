import t from 'tap';
import { readApiTypes, renderApiTypes } from '../../../cli/apiTypes.ts';

// The web app's types come from the OpenAPI document: a route or shape changed without
// `npm run gen:api-types` leaves web/src/api.gen.ts stale, and the web app would type-check
// against an API that no longer exists.
t.test('web/src/api.gen.ts is generated from the current OpenAPI document', async (t) => {
  const fresh = await renderApiTypes();
  t.ok(
    fresh.includes('CodePage: {') && fresh.includes("'/api/v1/systems/{id}/nodes/{code}'"),
    'names shapes and paths',
  );
  t.ok(readApiTypes() === fresh, 'up to date: run `npm run gen:api-types` and commit web/src/api.gen.ts');
});
