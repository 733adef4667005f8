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
    eval: (s, o) => c.eval(s, o),
    evalRo: (s, o) => c.evalRo(s, o),
  };
}
