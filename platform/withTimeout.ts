/**
 * `p`, or a rejection with `message` when it has not settled within `ms` (`p` itself runs on: this only stops
 * waiting for it). The timer is cleared either way, so it never holds the process open.
 */
export function withTimeout<T>(p: Promise<T>, ms: number, message = 'timeout'): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      t = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(t));
}
