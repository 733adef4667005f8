/**
 * Child process of bench:scale: the ingest side on one fresh database, timed phase by phase, in a process of
 * its own so its peak RSS is its own. `node --import tsx bench/lib/scaleIngest.ts <database-url> <bundle-dir>`:
 * migrate; append the bundle; catch the read models up (replay, set-aside indexes, each projection's
 * handler seconds); ANALYZE; build the stored translation answers; ingest the same bundle again (node
 * events appended: 0 expected); then a one-system change (200 retitled codes of `--change` (naics_2022)) and
 * the catch-up and stored answers after it. Progress on stderr; last stdout line: the figures as JSON.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../ingest/ingestBundle.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';
import { buildStoredAnswers } from '../../projections/equivalences/answerBuild.ts';
import { allProjections } from '../../projections/registry.ts';
import { timedCatchUp } from './timedCatchUp.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { change: { type: 'string', default: 'naics_2022' } },
});
const [url, bundle] = positionals;
const t0 = Date.now();
const secs = (from: number) => Math.round((Date.now() - from) / 100) / 10;
const say = (m: string) => process.stderr.write(`  [ingest ${secs(t0)} s] ${m}\n`);
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

const config = loadConfig({ ...process.env, DATABASE_URL: url });
// the CLI's projector pool (platform/connections.ts), with a longer wait for a connection: the machine may be loaded
const pool = createPool(url, config.db.projectorPoolSize, { connectionTimeoutMs: 120_000 });
const store = createPgEventStore(pool, url);
const projections = allProjections({ pool, config }); // no Redis: the key cache has nothing to do here

/** A bundle of one system of `bundle` (gzip or not) with its first `retitled` codes retitled. */
async function changedRelease(system: string, retitled = 200): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-change-'));
  const read = (base: string) => {
    const gz = path.join(bundle, `${base}.gz`);
    const plain = path.join(bundle, base);
    const file = existsSync(gz) ? gz : plain;
    const input = createReadStream(file);
    return readline.createInterface({ input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input });
  };
  const systems: string[] = [];
  for await (const l of read('systems.jsonl')) if (l.includes(`"id":"${system}"`)) systems.push(l);
  const nodes: string[] = [];
  const prefix = `{"system":"${system}"`;
  for await (const l of read('nodes.jsonl')) {
    if (!l.startsWith(prefix)) {
      if (nodes.length) break; // a system's nodes are contiguous
      continue;
    }
    const n = JSON.parse(l);
    if (nodes.length < retitled) n.title = `${n.title} (rev ${t0})`;
    nodes.push(JSON.stringify(n));
  }
  writeFileSync(path.join(dir, 'systems.jsonl'), systems.join('\n') + '\n');
  writeFileSync(path.join(dir, 'nodes.jsonl'), nodes.join('\n') + '\n');
  return dir;
}

async function ingestAndCatchUp(dir: string) {
  const t = Date.now();
  const cpu = process.cpuUsage();
  await ingestBundle(store, dir, { actor: 'bench', quiet: true });
  const append_s = secs(t);
  // this process's CPU: wall time follows the machine's load, which differs between the 1x and Nx runs
  const used = process.cpuUsage(cpu);
  const append_cpu_s = Math.round((used.user + used.system) / 1e5) / 10;
  say(`appended in ${append_s} s (${append_cpu_s} s of this process's CPU)`);
  const c = await timedCatchUp({ pool, store, projections, log: say });
  say(`caught up in ${c.seconds} s ${JSON.stringify(c.phases)}`);
  return { append_s, append_cpu_s, catch_up_s: c.seconds, total_s: secs(t), phases: c.phases };
}

async function answers() {
  const t = Date.now();
  let shown = 0;
  const r = await buildStoredAnswers(pool, {
    store,
    onProgress: (done, total) => {
      const pct = Math.floor((10 * done) / Math.max(1, total)) * 10;
      if (pct > shown) say(`stored answers ${(shown = pct)}% (${done}/${total})`);
    },
  });
  return {
    seconds: secs(t),
    answers: 'answers' in r ? r.answers : 0,
    recomputed: 'recomputed' in r ? r.recomputed : 0,
    state: r.state,
  };
}

const nodeEvents = async () =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type IN ('NodesAdded', 'NodesChanged', 'NodesRemoved')`,
    )
  ).rows[0].n;

try {
  await migrate(pool);
  say(`ingesting ${bundle}`);
  const ingest = await ingestAndCatchUp(bundle);
  const t = Date.now();
  await pool.query('ANALYZE');
  const analyze_s = secs(t);
  const rssAfterIngest = peakMb();
  const built = await answers();
  say(`stored answers: ${built.answers} in ${built.seconds} s`);

  const before = await nodeEvents();
  say('ingesting the same bundle again');
  const reingest = await ingestAndCatchUp(bundle);
  const reingestNodeEvents = (await nodeEvents()) - before;
  say(`re-ingest: ${reingest.total_s} s, ${reingestNodeEvents} node events`);

  const changed = await changedRelease(values.change!);
  say(`a changed release of ${values.change} (200 codes retitled)`);
  const change = await ingestAndCatchUp(changed);
  rmSync(changed, { recursive: true, force: true });
  const rebuilt = await answers();
  say(`stored answers after the change: ${rebuilt.answers} in ${rebuilt.seconds} s`);

  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM nodes)::int AS nodes, (SELECT count(*) FROM equivalences)::int AS edges,
            (SELECT count(*) FROM systems)::int AS systems, (SELECT max(position) FROM events)::text AS events`,
  );
  process.stdout.write(
    JSON.stringify({
      ...rows[0],
      events: Number(rows[0].events),
      ingest: { ...ingest, analyze_s },
      stored_answers: built,
      ingest_peak_rss_mb: rssAfterIngest,
      reingest: { ...reingest, node_events: reingestNodeEvents },
      one_system_change: { system: values.change, ...change, answers: rebuilt },
      peak_rss_mb: peakMb(),
    }) + '\n',
  );
} finally {
  await store.close();
  await pool.end();
}
