/**
 * What REDIS_URL names: one server (`redis://[:password@]host:port[/db]`, `rediss://` for TLS) or a
 * Redis Cluster: `redis+cluster://[user:password@]host:port,host:port,...` (`rediss+cluster://` for
 * TLS), or the same list of nodes with the plain scheme, or a bare `host:port,host:port` list.
 */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | {
      kind: 'cluster';
      nodes: { host: string; port: number }[];
      username?: string;
      password?: string;
      tls: boolean;
    };

const NODE = /^(\[[0-9a-fA-F:]+\]|[^:/?#\s]+)(?::(\d{1,5}))?$/;

export function parseRedisUrl(url: string): RedisTarget {
  const m = /^([a-z][a-z0-9+.-]*):\/\/(?:([^@/]*)@)?([^/?#]*)(.*)$/i.exec(url.trim());
  const scheme = m ? m[1].toLowerCase() : undefined;
  const hosts = m ? m[3] : url.trim();
  const cluster = scheme?.endsWith('+cluster') || hosts.includes(',');
  if (!cluster) {
    if (!m) throw new Error(`REDIS_URL must be a redis:// URL or a host:port list, got '${redact(url)}'`);
    return { kind: 'single', url };
  }
  if (scheme && !/^rediss?(\+cluster)?$/.test(scheme))
    throw new Error(`REDIS_URL: unknown scheme '${scheme}' (redis://, rediss://, redis+cluster://)`);
  if (m && m[4] && m[4] !== '/') throw new Error('REDIS_URL: a cluster URL has no database number or options');
  const nodes = hosts
    .split(',')
    .filter((h) => h.trim() !== '')
    .map((h) => {
      const n = NODE.exec(h.trim());
      if (!n) throw new Error(`REDIS_URL: '${h}' is not host:port`);
      const port = Number(n[2] ?? 6379);
      if (port < 1 || port > 65535) throw new Error(`REDIS_URL: port ${port} is out of range`);
      return { host: n[1].replace(/^\[|\]$/g, ''), port };
    });
  if (!nodes.length) throw new Error('REDIS_URL: a cluster URL names no node');
  const [user, pass] = m?.[2] !== undefined ? splitUserInfo(m[2]) : [undefined, undefined];
  return { kind: 'cluster', nodes, username: user, password: pass, tls: scheme?.startsWith('rediss') ?? false };
}

function splitUserInfo(info: string): [string | undefined, string | undefined] {
  const i = info.indexOf(':');
  const user = decodeURIComponent(i < 0 ? info : info.slice(0, i)) || undefined;
  const pass = i < 0 ? undefined : decodeURIComponent(info.slice(i + 1)) || undefined;
  return i < 0 ? [undefined, user] : [user, pass]; // redis://secret@host means a password, as node-redis reads it
}

/** The URL without its password, for logs and errors. */
export function redact(url: string): string {
  return url.replace(
    /\/\/([^@/]*)@/,
    (_, info: string) => `//${info.includes(':') ? info.split(':')[0] + ':***' : '***'}@`,
  );
}
