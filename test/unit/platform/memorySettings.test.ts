import t from 'tap';
import { loadConfig } from '../../../platform/config.ts';

t.test("the API's memory settings: response cache budget and heap growth, with their defaults", async (t) => {
  const defaults = loadConfig({});
  t.equal(defaults.responseCacheMb, 32, 'RESPONSE_CACHE_MB: 32 MB of bodies');
  t.equal(defaults.heapGrowingPercent, 150, 'HEAP_GROWING_PERCENT: the heap grows to 2.5 times its live data');
  const set = loadConfig({ RESPONSE_CACHE_MB: '0', HEAP_GROWING_PERCENT: '0' });
  t.equal(set.responseCacheMb, 0, 'no cache');
  t.equal(set.heapGrowingPercent, 0, "V8's own heuristic");
  t.throws(() => loadConfig({ RESPONSE_CACHE_MB: '-1' }), /non-negative/);
  t.throws(() => loadConfig({ HEAP_GROWING_PERCENT: 'lots' }), /non-negative/);
});
