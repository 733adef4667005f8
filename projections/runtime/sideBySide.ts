/**
 * Runs `work` on every item, at most `limit` at a time, taken in the items' order, and settles like
 * `Promise.allSettled`: a failure stops no other item. The projector's transactions run this way, no more at
 * once than its pool has connections to give them (runner.ts).
 */
export async function settleSideBySide<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++)
      results[i] = await work(items[i]).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
