/**
 * npm run bench:downloads: what building the bulk downloads costs (projections/downloads/): every file of a
 * dump (the bundle, a CSV per system, SSSOM per pair) read from one REPEATABLE READ snapshot and gzipped as
 * `buildDownloads` does, then counted and hashed instead of stored (storing adds 1 MiB chunks, one at a time).
 * Reports files, bytes, a digest of every file's sha256 (the same digest at two commits: the same bytes), the
 * process's CPU, its peak RSS (sampled every 50 ms) and the file during which RSS first reached its peak.
 * Data: BENCH_DATABASE_URL (a database holding the full corpus), else a fresh one with the corpus ingested
 * (minutes). Ends with one JSON line.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createPool } from '../platform/db.ts';
import { bundleFiles, byteTally, csvFiles, fileBytes, sssomFiles } from '../projections/downloads/files.ts';
import { createCorpusDatabase } from './lib/benchDatabase.ts';

const say = (m: string) => process.stderr.write(`${m}\n`);
const CORPUS = path.join(import.meta.dirname, '../../shared/corpus');
const created = process.env.BENCH_DATABASE_URL ? null : await createCorpusDatabase(CORPUS, say);
const pool = createPool(process.env.BENCH_DATABASE_URL ?? created!.url, 2);

let peak = process.memoryUsage.rss();
let peakFile = '';
let current = '';
const sample = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > peak) [peak, peakFile] = [rss, current];
}, 50);
const cpu0 = process.cpuUsage();
const t0 = Date.now();
const db = await pool.connect();
const digest = createHash('sha256');
let files = 0;
let bytes = 0;
try {
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const dump = [...(await bundleFiles(db)), ...(await csvFiles(db)), ...(await sssomFiles(db, 'https://example.org'))];
  for (const f of dump) {
    current = f.name;
    const tally = byteTally();
    for await (const b of fileBytes(f)) tally.add(b as Buffer);
    const { size, sha256 } = tally.result();
    digest.update(`${f.name} ${sha256}\n`);
    files++;
    bytes += size;
  }
  await db.query('COMMIT');
} finally {
  db.release();
  clearInterval(sample);
  await pool.end();
  await created?.drop();
}
const cpu = process.cpuUsage(cpu0);
const figures = {
  files,
  bytes,
  digest: digest.digest('hex').slice(0, 16),
  seconds: (Date.now() - t0) / 1000,
  cpu_s: Math.round((cpu.user + cpu.system) / 1e5) / 10,
  peak_rss_mb: Math.round(peak / 2 ** 20),
  peak_during: peakFile,
};
say(`${files} files, ${(bytes / 1e6).toFixed(1)} MB, ${figures.cpu_s} s CPU, peak RSS ${figures.peak_rss_mb} MB`);
process.stdout.write(JSON.stringify(figures) + '\n');
