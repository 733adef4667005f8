import t from 'tap';
import { createByteBudgetCache } from '../../../query-api/plugins/byteBudgetCache.ts';

const json = 'application/json';

t.test('the budget counts UTF-8 bytes, so non-Latin bodies cannot overrun it', async (t) => {
  const cache = createByteBudgetCache(100, 100);
  const chinese = '运输'.repeat(10); // 20 UTF-16 units, 60 bytes
  cache.set('/a', chinese, json);
  t.equal(cache.bytes, 60, 'three bytes a character');
  cache.set('/b', chinese, json);
  t.equal(cache.size, 1, 'the second body pushes the first out: 120 bytes exceed 100');
  t.notOk(cache.get('/a'), 'the least recently used went');
  t.equal(cache.get('/b')?.payload.toString(), chinese);
  t.notOk(cache.set('/big', '€'.repeat(40), json), '120 bytes exceed the per-entry bound');
});

t.test('least recently used goes first; replacing a key does not double-count', async (t) => {
  const cache = createByteBudgetCache(30, 30);
  cache.set('/a', 'a'.repeat(10), json);
  cache.set('/b', 'b'.repeat(10), json);
  cache.set('/b', 'b'.repeat(10), json);
  t.equal(cache.bytes, 20);
  cache.get('/a');
  cache.set('/c', 'c'.repeat(15), json);
  t.ok(cache.get('/a'), 'read recently: kept');
  t.notOk(cache.get('/b'), 'evicted');
  cache.clear();
  t.equal(cache.bytes, 0);
});
