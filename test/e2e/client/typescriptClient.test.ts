import t from 'tap';
import { createClient, readChanges, TaxonomyApiError, type Change } from '../../../clients/typescript/src/index.ts';
import { faultStack } from '../faults/helpers/stack.ts';
import { serve } from '../faults/helpers/processes.ts';

// Issue 39: the generated TypeScript client (clients/typescript) against a real `taxonomy serve` on the
// sample corpus, called as an integrator would: typed methods named by operationId, problems as errors.
t.test('the typed client reads systems, codes, search, translations, classification and changes', async (t) => {
  const stack = await faultStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000' }, { sample: true });
  const { proc, base } = await serve(stack.env, { projector: true });
  t.teardown(() => proc.kill());
  const client = createClient({ baseUrl: base });

  const system = await client.getSystem({ id: 'naics_2022' });
  t.equal(system.id, 'naics_2022', 'getSystem');
  t.ok(system.node_count > 1000, `getSystem: ${system.node_count} codes`);

  const node = await client.getNode({ id: 'naics_2022', code: '484' });
  t.equal(node.title, 'Truck Transportation', 'getNode: the title');
  t.equal(node.parent, '48-49', 'getNode: the parent');

  const found = await client.search({ q: 'truck transportation', system: 'naics_2022', limit: 5 });
  const hits = 'items' in found ? found.items.map((hit) => hit.code) : [];
  t.ok(hits.includes('484'), `search finds 484 among ${hits.join(', ')}`);

  const translated = await client.translateCode({ id: 'naics_2022', code: '484' });
  const isic = translated.systems.find((s) => s.system === 'isic_rev4');
  t.ok(isic && isic.matches.length > 0, `translateCode reaches ISIC Rev 4 (${translated.total_systems} systems)`);

  const classified = await client.classify({ body: { text: 'long-haul trucking company', limit: 3 } });
  t.ok(classified.standard_matches.length > 0, 'classify answers matches');

  const changes: Change[] = [];
  for await (const change of readChanges(client, { limit: 7 })) changes.push(change); // several pages
  const systems = new Set(changes.filter((c) => c.kind === 'release_imported').map((c) => c.system));
  t.ok(systems.has('naics_2022') && systems.size > 10, `changes: ${systems.size} systems' releases imported`);
  t.ok(changes.length > 7, `changes read across pages (${changes.length})`);
  t.equal(new Set(changes.map((c) => c.cursor)).size, changes.length, 'no change read twice');
  const after = await client.listChanges({ since: changes.at(-1)!.cursor });
  t.same(after.items, [], 'since the last cursor: nothing new');

  const missing = await client.getNode({ id: 'naics_2022', code: 'NOPE999' }).catch((e: unknown) => e);
  t.ok(missing instanceof TaxonomyApiError, 'an unknown code throws a TaxonomyApiError');
  t.match(missing, { status: 404, operation: 'getNode', problem: { status: 404, detail: /NOPE999/ } });
  // @ts-expect-error the types ask for the system too (npm run typecheck fails if they stop asking)
  await t.rejects(client.getNode({ code: '484' }), /missing path parameter 'id'/, 'and so does the client');
  const bad = await client.search({ q: 'x', limit: 100_000 }).catch((e: unknown) => e);
  t.match(bad, { status: 400, problem: { status: 400 } }, 'a bad limit: the 400 problem');
});
