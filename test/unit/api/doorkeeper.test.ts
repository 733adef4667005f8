import t from 'tap';
import { createDoorkeeper } from '../../../query-api/plugins/doorkeeper.ts';

t.test('a key is seen before from its second sighting on', async (t) => {
  const d = createDoorkeeper();
  t.equal(d.seenBefore('/api/v1/systems/naics_2022/nodes/484110'), false, 'first sighting');
  t.equal(d.seenBefore('/api/v1/systems/naics_2022/nodes/484110'), true, 'second');
  t.equal(d.seenBefore('/api/v1/systems/naics_2022/nodes/484111'), false, 'a neighbouring key is new');
});

t.test('few false positives with 100,000 keys remembered', async (t) => {
  const d = createDoorkeeper(110_000); // room for the probes below: no emptying meanwhile
  for (let i = 0; i < 100_000; i++) d.seenBefore(`/api/v1/systems/isco_08/nodes/${i}`);
  let falsePositives = 0;
  for (let i = 0; i < 10_000; i++) if (d.seenBefore(`/api/v1/search?q=other+${i}`)) falsePositives++;
  t.ok(falsePositives < 500, `${falsePositives} of 10,000 new keys taken for seen`);
  t.equal(d.seenBefore('/api/v1/systems/isco_08/nodes/7'), true, 'the remembered ones are still seen');
});

t.test('full, it forgets and starts again', async (t) => {
  const d = createDoorkeeper(10);
  for (let i = 0; i < 10; i++) d.seenBefore(`k${i}`);
  t.equal(d.seenBefore('k3'), true, 'remembered at capacity');
  t.equal(d.seenBefore('k10'), false, 'a new key past capacity empties it');
  t.equal(d.seenBefore('k3'), false, 'so an old key is new again');
  t.equal(d.seenBefore('k10'), true, 'and the new one is remembered');
});
