import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { handleCommand } from '../../../commands/handle.ts';
import {
  crosswalkDecider,
  evolveCrosswalk,
  importCrosswalk,
  initialCrosswalkState,
} from '../../../commands/crosswalk.ts';
import { crosswalkStream } from '../../../commands/streams.ts';
import type { CrosswalkEvent } from '../../../commands/events.ts';
import type { EdgeRecord } from '../../../commands/records.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { createTestStack, SHARED } from '../../helpers/sampleApp.ts';

const C = '/api/v1/changes';

t.test('the change feed: releases, codes and edges as users name them, cursors that survive a rebuild', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const { app, store, project } = stack;
  const get = async (url: string) => {
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, url);
    return res.json();
  };
  /** Every change after `since`, page by page. */
  const all = async (query: string, since?: string) => {
    const items: any[] = [];
    let cursor = since;
    for (;;) {
      const page = await get(`${C}?limit=7${query}${cursor ? `&since=${cursor}` : ''}`);
      items.push(...page.items);
      cursor = page.next_cursor;
      if (!page.has_more) return { items, cursor: cursor! };
    }
  };

  const initial = await all('');
  const systems = (await get('/api/v1/systems?limit=500')).total;
  const releases = initial.items.filter((i) => i.kind === 'release_imported');
  t.equal(releases.length, systems, 'one release_imported per system of the sample, its codes not listed');
  t.ok(
    initial.items.every((i) => i.first === true),
    'every first import says so',
  );
  t.ok(
    initial.items.some((i) => i.kind === 'crosswalk_imported' && i.target_system),
    'crosswalks imported, per pair',
  );
  t.notOk(
    initial.items.some((i) => i.kind.startsWith('code_') || i.kind.startsWith('edge_')),
    'no code or edge listed',
  );
  t.same((await get(`${C}?since=${initial.cursor}`)).items, [], 'nothing after the last cursor');
  t.equal((await get(`${C}?since=now`)).next_cursor, initial.cursor, 'since=now: the latest cursor');

  // a later release of nace_rev2 (the official file): codes retitled, added, retired
  await ingestOfficial(store, 'nace_rev2', path.join(SHARED, 'sources'));
  await project();
  const nace = await all('', initial.cursor);
  const rel = (await get('/api/v1/systems/nace_rev2/releases')).items;
  const diff = await get(`/api/v1/systems/nace_rev2/releases/${rel[0].id}/diff/${rel[1].id}?limit=1`);
  const count = (kind: string) => nace.items.filter((i) => i.kind === kind).length;
  t.equal(count('code_retitled'), diff.totals.retitled, 'as many retitled codes as the release diff');
  t.equal(count('code_added'), diff.totals.added, 'added');
  t.equal(
    count('code_retired') + count('code_split') + count('code_merged'),
    diff.totals.removed,
    'retired (or split, or merged)',
  );
  t.equal(count('code_moved'), diff.totals.moved, 'moved');
  t.match(
    nace.items.find((i) => i.code === '10.12' && i.kind === 'code_retitled'),
    {
      system: 'nace_rev2',
      title: 'Processing and preserving of poultry meat',
      previous_title: 'Processing and preserving of meat',
      cursor: /^\d+-\d+$/,
    },
  );
  t.match(
    nace.items.find((i) => i.kind === 'release_imported'),
    { system: 'nace_rev2', first: false, counts: { changed: diff.totals.changed } },
    'then the release itself, with its counts',
  );
  const retired = nace.items.find((i) => i.kind === 'code_retired');
  if (retired)
    t.ok(Array.isArray(retired.successors) && 'title' in retired, 'a retired code has its title and successors');

  const one = await get(`${C}?system=nace_rev2&code=10.12&since=${initial.cursor}`);
  const about = (i: any) =>
    (i.system === 'nace_rev2' && i.code === '10.12') || (i.target_system === 'nace_rev2' && i.target_code === '10.12');
  t.ok(one.items.length >= 1 && one.items.every(about), 'filtered to one code (as a code, or as an end of an edge)');
  const retitled = await get(`${C}?kind=code_retitled&since=${initial.cursor}&limit=500`);
  t.ok(
    retitled.items.every((i: any) => i.kind === 'code_retitled'),
    'filtered by kind',
  );

  // a crosswalk changed: one edge removed, one retyped
  const { rows } = await stack.db.pool.query(
    `SELECT stream FROM events WHERE type = 'CrosswalkImported' ORDER BY position LIMIT 1`,
  );
  const stream: string = rows[0].stream;
  let state = initialCrosswalkState();
  for await (const e of store.readStream(stream)) state = evolveCrosswalk(state, e as unknown as CrosswalkEvent);
  const edges: EdgeRecord[] = [...state.edges.values()];
  t.ok(edges.length >= 3, `${stream} has edges`);
  const [gone, retyped] = edges;
  const swapped: EdgeRecord['match_type'] = retyped.match_type === 'exact' ? 'partial' : 'exact';
  const next = [{ ...retyped, match_type: swapped }, ...edges.slice(2)];
  const systems2 = stream.slice('crosswalk-'.length).split('~') as [string, string];
  await handleCommand(
    store,
    crosswalkStream(...systems2),
    crosswalkDecider,
    importCrosswalk({ systems: systems2, edges: next, ingestionId: 'test-xwalk', sourceHash: 'changed' }),
    { correlationId: 'test-xwalk' },
  );
  await project();
  const xw = await all('', nace.cursor);
  t.match(
    xw.items.find((i) => i.kind === 'edge_removed'),
    {
      system: gone.source_system,
      code: gone.source_code,
      target_system: gone.target_system,
      target_code: gone.target_code,
      match_type: gone.match_type,
    },
    'the removed edge, with the match type it had',
  );
  t.match(
    xw.items.find((i) => i.kind === 'edge_retyped'),
    { code: retyped.source_code, match_type: swapped, previous_match_type: retyped.match_type },
  );
  t.match(xw.items.at(-1), { kind: 'crosswalk_imported', first: false });

  // a rebuild replays the feed: the same changes under the same cursors
  const before = await all('');
  const projector = createProjector({
    pool: stack.db.pool,
    store,
    projections: allProjections({ pool: stack.db.pool, config: stack.config }),
  });
  await projector.rebuild(['changes']);
  t.same((await all('')).items, before.items, 'identical after a rebuild, cursors included');

  t.test('bad input is a 400 problem', async (t) => {
    for (const url of [`${C}?since=yesterday`, `${C}?code=10.12`, `${C}?kind=code_eaten`, `${C}?limit=100000`]) {
      const res = await app.inject(url);
      t.equal(res.statusCode, 400, url);
      t.match(res.headers['content-type'], /problem\+json/);
    }
  });

  t.test('Server-Sent Events: a change arrives on an open stream, resumable by Last-Event-ID', async (t) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ac = new AbortController();
    t.teardown(() => ac.abort());
    const res = await fetch(`${base}${C}?since=now&system=nace_rev2`, {
      headers: { accept: 'text/event-stream' },
      signal: ac.signal,
    });
    t.equal(res.status, 200);
    t.match(res.headers.get('content-type'), /^text\/event-stream/);
    t.match(res.headers.get('access-control-expose-headers') ?? '', /x-request-id/i);
    // the corpus release of nace_rev2 again: every code the official file retitled is retitled back
    const { ingestBundle } = await import('../../../ingest/ingestBundle.ts');
    const { mkdtempSync, writeFileSync, readFileSync, rmSync } = await import('node:fs');
    const dir = mkdtempSync(path.join((await import('node:os')).tmpdir(), 'feed-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    for (const f of ['systems.jsonl', 'nodes.jsonl']) {
      const lines = readFileSync(path.join(SHARED, 'corpus/sample', f), 'utf8').split('\n');
      writeFileSync(path.join(dir, f), lines.filter((l) => l.includes('"nace_rev2"')).join('\n') + '\n');
    }
    await ingestBundle(store, dir, { quiet: true });
    await project();
    const reader = res.body!.getReader();
    let text = '';
    const deadline = Date.now() + 20_000;
    while (!/event: change\ndata: .*"code":"10\.12"/.test(text) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString();
    }
    const event = text.split('\n\n').find((b) => b.includes('"code":"10.12"'));
    t.ok(event, 'the retitle of 10.12 arrived as an event');
    const data = JSON.parse(
      event!
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6),
    );
    t.match(data, { kind: 'code_retitled', title: 'Processing and preserving of meat' });
    t.match(event, new RegExp(`^id: ${data.cursor}$`, 'm'), 'its id is its cursor');
    ac.abort();

    const resumed = await fetch(`${base}${C}?system=nace_rev2`, {
      headers: { accept: 'text/event-stream', 'last-event-id': data.cursor },
      signal: AbortSignal.timeout(3000),
    }).catch(() => null);
    t.ok(resumed?.ok, 'a reconnect with Last-Event-ID is answered');
    const first = await resumed!.body!.getReader().read();
    t.notMatch(
      Buffer.from(first.value ?? []).toString(),
      `id: ${data.cursor}\n`,
      'and does not repeat the change it had',
    );
  });
});
