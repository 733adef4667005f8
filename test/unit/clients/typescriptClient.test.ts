import t from 'tap';
import { readFileSync } from 'node:fs';
import { operationRows, renderClientFiles } from '../../../clients/typescript/generate.ts';
import { operationUrl } from '../../../clients/typescript/src/client.ts';

// The typed client is generated from docs/openapi.json: a route changed without `npm run gen:openapi`
// leaves the client calling paths, or typing answers, the server no longer has.
t.test('clients/typescript/src/*.gen.ts are generated from docs/openapi.json', async (t) => {
  const files = await renderClientFiles();
  t.equal(files.length, 2);
  const operations = files.find((f) => f.file.endsWith('operations.gen.ts'))!.text;
  t.match(operations, "getNode: { method: 'GET', path: '/api/v1/systems/{id}/nodes/{code}', answers: 'json' }");
  t.match(operations, "deleteWatch: { method: 'DELETE', path: '/api/v1/watches/{id}', answers: 'none' }");
  t.match(operations, "getDownload: { method: 'GET', path: '/api/v1/downloads/{version}/{file}', answers: 'raw' }");
  for (const { file, text } of files) {
    t.ok(readFileSync(file, 'utf8') === text, `${file} is up to date: run \`npm run gen:client\` and commit it`);
  }
});

t.test('the generator refuses an operation without an id, or an input name used twice', async (t) => {
  const op = (parameters: object[], extra: object = {}) => ({
    openapi: '3.1.0',
    info: { title: 'x', version: '1' },
    paths: { '/things/{id}': { get: { parameters, responses: { 200: { description: 'ok' } }, ...extra } } },
  });
  t.throws(() => operationRows(op([{ name: 'id', in: 'path' }]) as never), /has no operationId/);
  t.throws(
    () =>
      operationRows(
        op(
          [
            { name: 'id', in: 'path' },
            { name: 'id', in: 'query' },
          ],
          { operationId: 'getThing' },
        ) as never,
      ),
    /getThing: the name 'id' is used twice/,
  );
  t.same(operationRows(op([{ name: 'id', in: 'path' }], { operationId: 'getThing' }) as never), [
    "  getThing: { method: 'GET', path: '/things/{id}', answers: 'none' },",
  ]);
});

t.test('a call fills the path template, escapes it, and sends the rest as query parameters', async (t) => {
  const url = operationUrl('http://h:1/base', '/api/v1/systems/{id}/nodes/{code}', {
    id: 'naics_2022',
    code: '48-49/x',
    lang: 'fr',
    kind: ['code_added', 'code_retired'],
    offset: undefined,
    body: { ignored: true },
  });
  t.equal(url.pathname, '/base/api/v1/systems/naics_2022/nodes/48-49%2Fx');
  t.same(
    [...url.searchParams],
    [
      ['lang', 'fr'],
      ['kind', 'code_added'],
      ['kind', 'code_retired'],
    ],
  );
  t.throws(() => operationUrl('http://h', '/x/{id}', {}), /missing path parameter 'id'/);
});
