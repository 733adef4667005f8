import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { connectRedis } from '../../platform/redis/connectRedis.ts';
import { createPool } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';
import { loadConfig } from '../../platform/config.ts';
import type { Redis } from '../../platform/connections.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../ingest/ingestBundle.ts';
import { createProjector } from '../../projections/runtime/runner.ts';
import { allProjections } from '../../projections/registry.ts';
import { ROOT, SAMPLE, SHARED } from './paths.ts';

/**
 * Template databases: `migrated` (the schema), `logged` (the sample corpus ingested into the event log,
 * nothing projected), `sample` (that log projected) and `official` (the sample followed by the official
 * files of ../shared/sources, as `ingest --official`, projected),
 * each built once by whichever test process needs it first (an advisory lock makes the others wait)
 * and cloned per test file with CREATE DATABASE … TEMPLATE. The name carries a hash of the code and
 * data that shape it, so a change to a migration, a projection or the corpus builds a new one.
 * The Redis part of the read models (the key cache) is kept in the template's comment and copied
 * under each clone's key prefix.
 */
export type TemplateKind = 'migrated' | 'logged' | 'sample' | 'official';
export type RedisSnapshot = Record<string, string | Record<string, string>>; // key (without prefix) -> value

const SOURCES = path.join(SHARED, 'sources');
const LOCK = 7_401_090; // first key of pg_advisory_lock(int, int); the second is the template's hash
const STALE_SECONDS = 3600; // templates of other code versions are dropped an hour after their build

let fingerprint: string | undefined;
/** A hash over the files a template depends on: sources by content, the corpus and official files by size and time. */
function codeHash(): string {
  if (fingerprint) return fingerprint;
  const h = createHash('sha256');
  const walk = (dir: string, content: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p, content);
      else if (content) h.update(p).update(readFileSync(p));
      else h.update(`${p}:${statSync(p).size}:${statSync(p).mtimeMs}`);
    }
  };
  for (const dir of ['db/migrations', 'platform', 'commands', 'ingest', 'projections'])
    walk(path.join(ROOT, dir), true);
  h.update(readFileSync(new URL(import.meta.url)));
  walk(SAMPLE, false);
  walk(SOURCES, false);
  return (fingerprint = h.digest('hex').slice(0, 12));
}

const KINDS: TemplateKind[] = ['migrated', 'sample', 'official', 'logged'];
export const templateName = (kind: TemplateKind) => `taxonomy_tpl_${kind}_${codeHash()}`;
/** The advisory lock a template's builder holds (pg_advisory_lock(int, int)). */
export const lockOf = (kind: TemplateKind, hash: string) => [
  LOCK,
  parseInt(hash.slice(0, 7), 16) + KINDS.indexOf(kind),
];

const urlOf = (adminUrl: string, db: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

/** The template's name and Redis snapshot, building it first when no finished one exists. */
export async function ensureTemplate(
  adminUrl: string,
  redisUrl: () => Promise<string>,
  kind: TemplateKind,
): Promise<{ name: string; redis: RedisSnapshot }> {
  const name = templateName(kind);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const done = async () => {
      const { rows } = await admin.query(
        `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1 AND datistemplate`,
        [name],
      );
      return rows[0] ? (JSON.parse(rows[0].note ?? '{}').redis ?? {}) : undefined;
    };
    const ready = await done();
    if (ready) return { name, redis: ready };
    const lockArgs = lockOf(kind, codeHash());
    await admin.query('SELECT pg_advisory_lock($1, $2)', lockArgs);
    try {
      const built = await done(); // another process may have built it while we waited
      if (built) return { name, redis: built };
      await sweepTemplates(admin);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); // a build that crashed half-way
      const redis = await build(admin, adminUrl, redisUrl, kind, name);
      const note = JSON.stringify({ built: Math.floor(Date.now() / 1000), redis });
      await admin.query(`COMMENT ON DATABASE ${name} IS ${admin.escapeLiteral(note)}`);
      // nobody connects to a template (autovacuum included), so CREATE DATABASE … TEMPLATE never finds it busy
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
      return { name, redis };
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1, $2)', lockArgs);
    }
  } finally {
    await admin.end();
  }
}

async function build(
  admin: pg.Client,
  adminUrl: string,
  redisUrl: () => Promise<string>,
  kind: TemplateKind,
  name: string,
): Promise<RedisSnapshot> {
  if (kind === 'migrated') {
    await admin.query(`CREATE DATABASE ${name}`);
    const pool = createPool(urlOf(adminUrl, name), 2);
    await migrate(pool).finally(() => pool.end());
    return {};
  }
  // the sample's projection starts from its logged events; the others from the bare schema
  const from = await ensureTemplate(adminUrl, redisUrl, kind === 'sample' ? 'logged' : 'migrated');
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from.name}`);
  const url = urlOf(adminUrl, name);
  // the projections of a batch commit side by side, more of them than the pool has connections: on a loaded
  // machine the last ones wait for a connection longer than the pool's default 5 s
  const pool = createPool(url, 10, { connectionTimeoutMs: 120_000 });
  const prefix = `test:${name}:`;
  const config = loadConfig({ ...process.env, REDIS_PREFIX: prefix, MEILI_URL: '' });
  const redis: Redis = await connectRedis(await redisUrl(), { commandTimeoutMs: 5000 });
  const store = createPgEventStore(pool, url);
  try {
    if (kind !== 'sample')
      await ingestBundle(store, SAMPLE, {
        quiet: true,
        ...(kind === 'official' ? { official: { dirs: [SOURCES] } } : {}),
      });
    if (kind !== 'logged')
      await createProjector({ pool, store, projections: allProjections({ pool, redis, config }) }).catchUpOrWait(
        600_000,
      );
    await pool.query('VACUUM ANALYZE');
    return await takeRedis(redis, prefix);
  } finally {
    await store.close();
    await pool.end();
    await redis.quit();
  }
}

/** Every key under `prefix` (strings and hashes: what the Redis projections write), then deletes them. */
async function takeRedis(redis: Redis, prefix: string): Promise<RedisSnapshot> {
  const out: RedisSnapshot = {};
  for await (const batch of redis.scan(`${prefix}*`)) {
    for (const key of batch) {
      let value: string | Record<string, string>;
      try {
        value = String(await redis.get(key));
      } catch {
        value = await redis.hGetAll(key); // WRONGTYPE: a hash (strings and hashes are all the projections write)
      }
      out[key.slice(prefix.length)] = value;
      await redis.del(key);
    }
  }
  return out;
}

/** Writes a template's Redis snapshot under a clone's key prefix. */
export async function restoreRedis(redis: Redis, prefix: string, snapshot: RedisSnapshot): Promise<void> {
  for (const [key, value] of Object.entries(snapshot)) {
    if (typeof value === 'string') await redis.set(prefix + key, value);
    else for (const [f, v] of Object.entries(value)) await redis.hSet(prefix + key, f, v);
  }
}

/**
 * Drops templates of other code versions built over an hour ago (a clone that loses the race rebuilds
 * it), and half-built ones nobody is building any more. A template another process is building (its
 * builder holds the template's advisory lock) is left alone: on a server shared by checkouts of
 * different code, dropping it WITH (FORCE) killed that build's COPY and failed the tests waiting on it.
 */
export async function sweepTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname ~ '^taxonomy_tpl_'`,
  );
  const now = Math.floor(Date.now() / 1000);
  for (const { datname, note } of rows) {
    if (datname.endsWith(codeHash())) continue;
    const built = Number(JSON.parse(note ?? '{}').built ?? 0);
    if (now - built < STALE_SECONDS) continue;
    const [, kind, hash] = /^taxonomy_tpl_([a-z]+)_([0-9a-f]{12})$/.exec(datname) ?? [];
    const lock = KINDS.includes(kind as TemplateKind) ? lockOf(kind as TemplateKind, hash!) : undefined;
    if (lock) {
      const { rows: got } = await admin.query('SELECT pg_try_advisory_lock($1, $2) AS free', lock);
      if (!got[0].free) continue; // being built right now
    }
    try {
      await admin.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    } finally {
      if (lock) await admin.query('SELECT pg_advisory_unlock($1, $2)', lock);
    }
  }
}
