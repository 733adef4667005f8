import { createHash } from 'node:crypto';
import type { Redis } from './redis.ts';

/** The key and script commands of the Redis interface: the same calls on one server and on a cluster. */
export type KeyCommands = Pick<
  Redis,
  'get' | 'set' | 'del' | 'hSet' | 'hGet' | 'hmGet' | 'hDel' | 'hGetAll' | 'eval' | 'evalRo'
>;

/** Those commands over a node-redis client or cluster (its generic command types, narrowed here). */
export function keyCommandsOf(c: any): KeyCommands {
  return {
    get: (k) => c.get(k),
    set: (k, v, o) => (o?.PX ? c.set(k, v, { PX: o.PX }) : c.set(k, v)),
    del: (k) => c.del(k),
    hSet: (k, f, v) => c.hSet(k, f, v),
    hGet: (k, f) => c.hGet(k, f),
    hmGet: (k, f) => c.hmGet(k, f),
    hDel: (k, f) => c.hDel(k, f),
    hGetAll: (k) => c.hGetAll(k),
    eval: (s, o) =>
      bySha(
        () => c.evalSha(sha1Of(s), o),
        () => c.eval(s, o),
      ),
    evalRo: (s, o) =>
      bySha(
        () => c.evalShaRo(sha1Of(s), o),
        () => c.evalRo(s, o),
      ),
  };
}

/**
 * A script by its SHA1 (EVALSHA: 40 bytes where EVAL sends the whole script on every call, as the rate
 * limiter does on every request); when the node answering has not cached it (NOSCRIPT: a restart, a
 * SCRIPT FLUSH, a failover to a replica that never ran it, a cluster node that never saw it), the script
 * itself once (EVAL runs it and caches it on that node), so the next call finds it there.
 */
async function bySha<T>(bySha1: () => Promise<T>, whole: () => Promise<T>): Promise<T> {
  try {
    return await bySha1();
  } catch (err) {
    if (!isNoScript(err)) throw err;
    return whole();
  }
}

const shas = new Map<string, string>();
/** The script's SHA1 in hex, as Redis names it (the scripts are a handful of constants: computed once each). */
export function sha1Of(script: string): string {
  let sha = shas.get(script);
  if (!sha) shas.set(script, (sha = createHash('sha1').update(script).digest('hex')));
  return sha;
}

const isNoScript = (err: unknown) => err instanceof Error && err.message.startsWith('NOSCRIPT');
