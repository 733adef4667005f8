import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/** Where a process's data lives, as `taxonomy status` reports it: no password in it. */
export interface DataLocation {
  /** DATA_DIR: the embedded servers' files, the JWT and e-mail HMAC secrets, downloaded sources. */
  data_dir: string;
  /** The embedded PostgreSQL's cluster (DATA_DIR/postgres, or where its link points); null under DATABASE_URL. */
  cluster_dir: string | null;
  database_url: string;
  /** REDIS_URL, else the embedded redis-server's address (null before its first start). */
  redis_url: string | null;
}

/**
 * A connection URL or libpq key=value string without its password: the `:password` of the user part
 * (the user stays; an empty user leaves no `@`), and a `password=` parameter.
 */
export function withoutPassword(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i, (_, scheme: string, userinfo: string) => {
      const user = userinfo.split(':')[0];
      return user ? `${scheme}${user}@` : scheme;
    })
    .replace(/([?&])password=[^&#]*&?/gi, '$1')
    .replace(/[?&]$/, '')
    .replace(/(^|\s)password\s*=\s*('(?:[^'\\]|\\.)*'|\S+)/gi, '$1')
    .trim();
}

/** DATA_DIR, the embedded cluster's directory, and the two URLs this configuration uses, without passwords. */
export function dataLocation(config: Config, databaseUrl: string): DataLocation {
  const link = path.join(config.dataDir, 'postgres');
  const embedded = !config.databaseUrl && !config.projectorDatabaseUrl;
  return {
    data_dir: config.dataDir,
    cluster_dir: embedded && existsSync(link) ? realpathSync(link) : null,
    database_url: withoutPassword(config.databaseUrl ?? databaseUrl),
    redis_url: config.redisUrl ? withoutPassword(config.redisUrl) : embeddedRedisAddress(config.dataDir),
  };
}

function embeddedRedisAddress(dataDir: string): string | null {
  try {
    const port = Number(readFileSync(path.join(dataDir, 'redis.port'), 'utf8'));
    return port > 0 ? `redis://127.0.0.1:${port}` : null;
  } catch {
    return null;
  }
}
