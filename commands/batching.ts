/** Splits items into batches whose JSON stays under `maxBytes` (events must stay well under 1 MB). */
export function batchBySize<T>(items: T[], maxBytes = 256 * 1024): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = JSON.stringify(item).length + 1;
    if (current.length && size + bytes > maxBytes) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) batches.push(current);
  return batches;
}
