import t from 'tap';
import { openapiDocument } from '../../../cli/openapiDocument.ts';
import { OPERATION_IDS } from '../../../query-api/operationIds.ts';

// A generated client names its methods after the operationIds: `client.getNode()`, not
// `getSystemsIdNodesCode()`. They must exist on every route, be unique, and read as a verb and its object.
t.test('every route has a readable operationId of its own', async (t) => {
  const doc = await openapiDocument();
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item as Record<string, { operationId?: string; responses?: unknown }>)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = op.operationId;
      if (!t.ok(id, `${where} has an operationId (add it to query-api/operationIds.ts)`)) continue;
      t.match(id!, /^[a-z]+(?:[A-Z][a-z]+)*$/, `${where}: ${id} is lowerCamelCase words`);
      t.notMatch(id!, /Id[A-Z]|(?:[A-Z][a-z]+){4}/, `${where}: ${id} reads as an operation, not as its path`);
      t.notOk(seen.has(id!), `${where}: ${id} is not also ${seen.get(id!)}`);
      seen.set(id!, where);
    }
  t.ok(seen.size >= 50, `${seen.size} operations`);
  t.equal(new Set(Object.values(OPERATION_IDS)).size, Object.values(OPERATION_IDS).length, 'the table names each once');
});
