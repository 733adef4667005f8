import { chownSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { keepAlive } from './db.ts';
import type { Ids } from './postgresRuntime.ts';

/** The superuser (administration only) and the application's role (what every process connects as). */
export const ADMIN = 'postgres';
export const APP = 'taxonomy';
export const DB = 'taxonomy';

/** Password authentication (SCRAM) on loopback TCP only; the server has no Unix socket. */
const HBA = [
  '# written by taxonomy: SCRAM passwords over loopback TCP, nothing else',
  'host all all 127.0.0.1/32 scram-sha-256',
  'host all all ::1/128 scram-sha-256',
].join('\n');

export const pgUrl = (user: string, password: string, port: number, db: string) =>
  `postgres://${user}:${password}@127.0.0.1:${port}/${db}`;

export function writeHba(pgdata: string, ids: Ids): void {
  const file = path.join(pgdata, 'pg_hba.conf');
  writeFileSync(file, HBA + '\n', { mode: 0o600 });
  if (ids.uid !== undefined) chownSync(file, ids.uid, ids.gid!);
}

/** Whether the cluster still lets clients in without a password (made before passwords were generated). */
export function trustsClients(pgdata: string): boolean {
  const hba = readFileSync(path.join(pgdata, 'pg_hba.conf'), 'utf8');
  return hba.split('\n').some((l) => !l.trim().startsWith('#') && /\btrust\b/.test(l));
}

const hex = (s: string) => {
  if (!/^[0-9a-f]+$/.test(s)) throw new Error('a generated password must be hexadecimal');
  return s;
};

/** A cluster made with `trust`: set the superuser's password, then require SCRAM (pg_hba.conf, reload). */
export async function requirePasswords(port: number, adminPassword: string, pgdata: string, ids: Ids): Promise<void> {
  const c = keepAlive(new pg.Client({ connectionString: `postgres://${ADMIN}@127.0.0.1:${port}/postgres` }));
  await c.connect();
  try {
    await c.query(`SET password_encryption = 'scram-sha-256'`);
    await c.query(`ALTER ROLE ${ADMIN} PASSWORD '${hex(adminPassword)}'`);
    writeHba(pgdata, ids);
    await c.query('SELECT pg_reload_conf()');
  } finally {
    await c.end();
  }
}

/**
 * The application's role: LOGIN, no superuser, no CREATEDB/CREATEROLE, owner of the `public` schema of
 * its database and of nothing else (objects a superuser made there before are handed over); the
 * extensions the migrations name are created by the superuser first. Idempotent.
 */
export async function ensureAppRole(port: number, adminPassword: string, appPassword: string): Promise<void> {
  const admin = keepAlive(new pg.Client({ connectionString: pgUrl(ADMIN, adminPassword, port, 'postgres') }));
  await admin.connect();
  try {
    await admin.query(`SET password_encryption = 'scram-sha-256'`);
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP]);
    const verb = role.rowCount ? 'ALTER' : 'CREATE';
    await admin.query(
      `${verb} ROLE ${APP} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${hex(appPassword)}'`,
    );
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
    if (!db.rowCount) await admin.query(`CREATE DATABASE ${DB}`);
    await admin.query(`REVOKE CONNECT ON DATABASE postgres FROM PUBLIC`);
  } finally {
    await admin.end();
  }
  const c = keepAlive(new pg.Client({ connectionString: pgUrl(ADMIN, adminPassword, port, DB) }));
  await c.connect();
  try {
    await c.query(`REVOKE ALL ON DATABASE ${DB} FROM PUBLIC`);
    await c.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${DB} TO ${APP}`);
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await c.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await c.query(`ALTER SCHEMA public OWNER TO ${APP}`);
    await c.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await c.query(HAND_OVER);
  } finally {
    await c.end();
  }
}

/** Tables, views, sequences, functions and types a superuser made in `public` (before roles existed) go to the app. */
const HAND_OVER = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relowner <> '${APP}'::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                      AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APP}',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, r.name);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name, p.prokind FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.proowner <> '${APP}'::regrole
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APP}', CASE r.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END, r.name);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typowner <> '${APP}'::regrole AND t.typtype = 'e'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${APP}', r.name);
  END LOOP;
END $$`;
