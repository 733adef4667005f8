import v8 from 'node:v8';

/**
 * Bounds how far V8 lets the heap grow past its live data before the next full collection
 * (HEAP_GROWING_PERCENT, config.heapGrowingPercent). Left to itself V8 grows it up to 4× the live data
 * when collections are fast: under uncached load the API's heap reached 190–330 MB for 55–170 MB live
 * (big answers promoted before they die). At 100% it stays near twice the live data: RSS after uncached
 * translations ~320 -> ~235 MB for about the same server CPU a translation (50%: ~210 MB but ~20% more
 * CPU; docs/measurements/history.md, "Memory"), but the more frequent full collections lengthen the lookups'
 * tail (p99 +5–10 ms); the default, 150%, kept the full bench:api under 300 MB with p99 23–31 ms.
 * Unlike --max-old-space-size it is no cap: it cannot run out of memory while live data grows. 0 leaves V8's heuristic. V8 reads the flag at each collection, so
 * setting it after start-up works.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
