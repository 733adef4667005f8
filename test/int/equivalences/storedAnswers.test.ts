import { gzipSync } from 'node:zlib';
import t from 'tap';
import type { Test } from 'tap';
import { currentGeneration, storedTranslation } from '../../../projections/equivalences/storedAnswers.ts';
import { buildStoredAnswers } from '../../../projections/equivalences/answerBuild.ts';
import { emailReserved } from '../../../commands/accounts/events.ts';
import { newAccountId } from '../../../commands/accounts/secrets.ts';
import { createTestStack, type TestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

/**
 * Stored translation answers (projections/equivalences/storedAnswers.ts): the REST answer at the
 * defaults is the stored one only while the read models it was computed from are unchanged, and it is
 * the answer the live walk gives.
 */

const path = (c: { system: string; code: string }, query = '') =>
  `/api/v1/systems/${encodeURIComponent(c.system)}/nodes/${encodeURIComponent(c.code)}/translations${query}`;

/** A deterministic spread of linked codes (one in 10 by a hash) and the 20 with the most edges. */
async function linkedCodes(s: TestStack) {
  const { rows } = await s.db.pool.query<{ system: string; code: string }>(
    `WITH linked AS (SELECT nb.system, nb.code, jsonb_array_length(nb.edges) AS degree
                       FROM equivalence_neighbours nb JOIN nodes n ON n.system = nb.system AND n.code = nb.code)
     SELECT system, code FROM linked WHERE abs(hashtext(system || ':' || code)) % 10 = 0
     UNION SELECT system, code FROM (SELECT system, code FROM linked ORDER BY degree DESC, system, code LIMIT 20) hubs
     ORDER BY 1, 2`,
  );
  return rows;
}

/** The API's answers for `codes` (defaults) as sent, with their ETags, keyed by system:code. */
async function answers(s: TestStack, codes: { system: string; code: string }[], query = '') {
  const out = new Map<string, { body: string; etag: string }>();
  for (const c of codes) {
    const r = await s.app.inject(path(c, query));
    if (r.statusCode !== 200) throw new Error(`${path(c, query)}: ${r.statusCode}`);
    out.set(`${c.system}:${c.code}`, { body: r.body, etag: String(r.headers.etag) });
  }
  return out;
}

async function storedCount(s: TestStack, codes: { system: string; code: string }[]) {
  let n = 0;
  for (const c of codes) if ((await storedTranslation(s.db.pool, c.system, c.code)) !== null) n++;
  return n;
}

/** The same bytes and the same ETag for every code. */
function sameAnswers(t: Test, got: Map<string, Answer>, want: Map<string, Answer>, label: string) {
  const differ = [...want.keys()].filter(
    (k) => got.get(k)?.body !== want.get(k)!.body || got.get(k)?.etag !== want.get(k)!.etag,
  );
  t.same(differ.slice(0, 10), [], `${label}: ${want.size - differ.length} of ${want.size} answers byte for byte`);
}
type Answer = { body: string; etag: string };

t.test('stored translation answers are the live answers, and are served only while nothing changed', async (t) => {
  const s = await createTestStack(t, {
    // no response cache: every request below reaches the route (the store or the walk)
    env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' },
  });
  const pool = s.db.pool;
  const codes = await linkedCodes(s);
  t.ok(codes.length > 100, `${codes.length} linked codes`);

  const live = await answers(s, codes);
  t.equal(await storedCount(s, codes), 0, 'nothing is stored before a build');

  const built = await buildStoredAnswers(pool);
  t.equal(built.state, 'built', 'a build runs');
  const { rows: linked } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM equivalence_neighbours nb JOIN nodes n USING (system, code)`,
  );
  t.equal(built.state === 'built' && built.answers, linked[0].n, 'one answer for every linked code with a node');
  t.equal(await storedCount(s, codes), codes.length, 'every sampled code now has a current stored answer');
  sameAnswers(t, await answers(s, codes), live, 'served from the store');
  for (const c of codes.slice(0, 20)) {
    const stored = await storedTranslation(pool, c.system, c.code);
    t.equal(
      stored!.json.toString(),
      live.get(`${c.system}:${c.code}`)!.body,
      `${c.system}:${c.code}: the stored JSON is the answer`,
    );
  }
  // the route answers with the stored body itself
  const { rows: kept } = await pool.query('SELECT body FROM translation_answers WHERE system = $1 AND code = $2', [
    codes[0].system,
    codes[0].code,
  ]);
  const liveBody = JSON.parse(live.get(`${codes[0].system}:${codes[0].code}`)!.body);
  const marked = { ...liveBody, source: { ...liveBody.source, title: `${liveBody.source.title} (as stored)` } };
  await pool.query('UPDATE translation_answers SET body = $3 WHERE system = $1 AND code = $2', [
    codes[0].system,
    codes[0].code,
    gzipSync(JSON.stringify(marked)),
  ]);
  t.same((await s.app.inject(path(codes[0]))).json(), marked, 'the route serves the stored body');
  const { call } = await connectMcp(t, s);
  const viaMcp = await call('translate_across_all_systems', { system_id: codes[0].system, code: codes[0].code });
  t.same(
    viaMcp.structuredContent,
    marked,
    'MCP reads the same stored answer (read/translations.ts), not a walk of its own',
  );
  await pool.query('UPDATE translation_answers SET body = $3 WHERE system = $1 AND code = $2', [
    codes[0].system,
    codes[0].code,
    kept[0].body,
  ]);
  const r = await s.app.inject(path(codes[0]));
  t.match(r.headers['content-type'], /^application\/json/, 'served as JSON');
  t.ok(r.headers.etag, 'with an ETag');
  t.equal(
    (await s.app.inject({ url: path(codes[0]), headers: { 'if-none-match': String(r.headers.etag) } })).statusCode,
    304,
    'revalidated',
  );
  const other = await s.app.inject(path(codes[0], '?max_matches=3'));
  t.equal(other.statusCode, 200, 'other parameters are walked live');
  t.ok(
    (other.json() as { systems: { matches: unknown[] }[] }).systems.every((x) => x.matches.length <= 3),
    'with their own bounds',
  );
  t.equal((await buildStoredAnswers(pool)).state, 'current', 'a second build finds them current');

  // a catch-up with nothing new, or with events no read model of a translation handles, changes nothing
  const generation = await currentGeneration(pool);
  await s.project();
  t.equal(await currentGeneration(pool), generation, 'a catch-up with nothing to do leaves them current');
  await s.store.append('email-stored-answers-test', [emailReserved({ accountId: newAccountId() })], 'any');
  await s.project();
  t.equal(await currentGeneration(pool), generation, 'an account event leaves them current');

  // an edge change through the projector: every stored answer is stale, translations are walked live
  const { rows: top } = await pool.query(
    `SELECT source_system AS system, source_code AS code FROM equivalences GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
  );
  const hub = top[0] as { system: string; code: string };
  const { rows: edges } = await pool.query(
    `SELECT source_system, source_code, target_system, target_code, match_type, provenance FROM equivalences
      WHERE (source_system, source_code) = ($1, $2) OR (target_system, target_code) = ($1, $2)`,
    [hub.system, hub.code],
  );
  await s.store.append('crosswalk-stored-answers-test', [{ type: 'EquivalencesRemoved', data: { edges } }], 'any');
  await s.project();
  t.not(await currentGeneration(pool), generation, 'the generation moved');
  t.equal(await storedCount(s, codes), 0, 'no stored answer is served after the change');
  const direct = new Set(edges.map((e) => `${e.target_system}:${e.target_code}`));
  t.ok(direct.size > 1, `the hub ${hub.system}:${hub.code} loses its ${edges.length} edges`);
  const hubAfter = (await s.app.inject(path(hub))).json() as Shown;
  t.notOk(
    hubAfter.systems.some((x) => x.hops === 1 && x.matches.some((m) => direct.has(`${x.system}:${m.code}`))),
    'the hub no longer translates directly over its removed edges',
  );
  const stillLinked = await linkedCodes(s);
  const liveAfter = await answers(s, stillLinked);
  let second: Promise<{ state: string }> | undefined; // asked while the first build holds its lock
  const first = await buildStoredAnswers(pool, { onProgress: () => void (second ??= buildStoredAnswers(pool)) });
  t.equal(first.state, 'built', 'rebuilt for the new generation');
  t.equal((await second)?.state, 'busy', 'one builder at a time: a second one does not wait');
  t.equal(await storedCount(s, stillLinked), stillLinked.length, 'every linked code is stored again');
  sameAnswers(t, await answers(s, stillLinked), liveAfter, 'served from the rebuilt store');

  // a title change in the catalog: stale again, and the new title shows at once
  const shown = (JSON.parse(liveAfter.get(`${stillLinked[0].system}:${stillLinked[0].code}`)!.body) as Shown)
    .systems[0];
  const target = { system: shown.system, code: shown.matches[0].code };
  const { rows: nodes } = await pool.query(
    'SELECT code, title, description, parent, level FROM nodes WHERE system = $1 AND code = $2',
    [target.system, target.code],
  );
  const retitled = `${nodes[0].title} (retitled)`;
  await s.store.append(
    `system-${target.system}`,
    [
      {
        type: 'NodesChanged',
        data: { system: target.system, nodes: [{ ...nodes[0], title: retitled, changed: ['title'] }] },
      },
    ],
    'any',
  );
  await s.project();
  t.equal(
    await storedTranslation(pool, stillLinked[0].system, stillLinked[0].code),
    null,
    'a title change makes them stale',
  );
  const retold = (await s.app.inject(path(stillLinked[0]))).json() as Shown;
  t.equal(
    retold.systems.find((x) => x.system === target.system)?.matches.find((m) => m.code === target.code)?.title,
    retitled,
    'the new title is shown at once',
  );
});

interface Shown {
  systems: { system: string; hops: number; matches: { code: string; title: string }[] }[];
}
