import t from 'tap';
import { mostProbable } from '../../../projections/classify/model/blend.ts';

/** The order the model's candidates had when every label was sorted: highest first, the lower index first among equals. */
const sortedTop = (p: Float64Array, k: number) => [...p.keys()].sort((a, b) => p[b] - p[a] || a - b).slice(0, k);

t.test("the model's best codes are the first k of every label sorted by probability", async (t) => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 200; round++) {
    const n = 1 + Math.floor(random() * 300);
    // few distinct values: ties are common, as between labels the text says nothing of
    const p = Float64Array.from({ length: n }, () => Math.floor(random() * 8) / 8);
    for (const k of [1, 5, 12]) t.same(mostProbable(p, k), sortedTop(p, k), `n ${n}, k ${k}`);
  }
});

t.test('fewer labels than asked: all of them, in order', async (t) => {
  t.same(mostProbable(Float64Array.from([0.1, 0.5, 0.1, 0.3]), 5), [1, 3, 0, 2]);
  t.same(mostProbable(new Float64Array(0), 5), []);
});
