import t from 'tap';
import {
  importRelease,
  releaseHash,
  systemDecider,
  validateRelease,
  type SystemState,
} from '../../../commands/systemRelease.ts';
import type { SystemEvent } from '../../../commands/events.ts';
import type { NodeRecord, SystemRelease } from '../../../commands/records.ts';
import { systemRecord } from '../../helpers/systemRecord.ts';

const system = systemRecord('demo_1', { name: 'Demo', region: 'Global', version: '1' });
const node = (code: string, parent: string | null, title = `Title ${code}`): NodeRecord => ({
  code,
  title,
  description: null,
  parent,
  level: parent ? parent.length : 1,
});
const v1: SystemRelease = { system, nodes: [node('A', null), node('AB', 'A'), node('AC', 'A')] };

/** given events, when a release, then events (deciderSpec in miniature). */
function given(events: SystemEvent[]): SystemState {
  return events.reduce((s, e) => systemDecider.evolve(s, e), systemDecider.initialState());
}
const decideRelease = (state: SystemState, release: SystemRelease, ingestionId: string, sourceHash: string) =>
  systemDecider.decide(importRelease({ release, ingestionId, sourceHash }), state);
const types = (events: SystemEvent[]) => events.map((e) => e.type);

t.test('a new system: registered, nodes added parents first, release recorded', async (t) => {
  const events = decideRelease(given([]), v1, 'ing1', releaseHash(v1));
  t.same(types(events), ['SystemRegistered', 'NodesAdded', 'SystemReleaseImported']);
  t.same(
    (events[1] as any).data.nodes.map((n: NodeRecord) => n.code),
    ['A', 'AB', 'AC'],
  );
});

t.test('re-ingesting an unchanged release decides nothing', async (t) => {
  const history = decideRelease(given([]), v1, 'ing1', releaseHash(v1));
  t.same(decideRelease(given(history), v1, 'ing2', releaseHash(v1)), [], 'same hash: no events at all');
});

t.test('a changed release appends only the difference', async (t) => {
  const history = decideRelease(given([]), v1, 'ing1', releaseHash(v1));
  const v2: SystemRelease = {
    system: { ...system, version: '2' },
    nodes: [node('A', null), node('AB', 'A', 'Renamed'), node('AD', 'A')],
  };
  const events = decideRelease(given(history), v2, 'ing2', releaseHash(v2));
  t.same(types(events), [
    'SystemMetadataChanged',
    'NodesRemoved',
    'NodesAdded',
    'NodesChanged',
    'SystemReleaseImported',
  ]);
  t.same((events[0] as any).data.changed, ['version']);
  t.same((events[1] as any).data.codes, ['AC'], 'AC removed');
  t.same(
    (events[2] as any).data.nodes.map((n: NodeRecord) => n.code),
    ['AD'],
    'AD added',
  );
  t.same(
    (events[3] as any).data.nodes.map((n: any) => [n.code, n.changed]),
    [['AB', ['title']]],
    'AB retitled',
  );
  t.same((events[4] as any).data.counts, { nodes: 3, added: 1, changed: 1, removed: 1 });
});

t.test('node batches stay well under 1 MB', async (t) => {
  const big: SystemRelease = {
    system,
    nodes: [
      node('A', null),
      ...Array.from({ length: 5000 }, (_, i) => ({ ...node(`A${i}`, 'A'), level: 2, description: 'x'.repeat(300) })),
    ],
  };
  const events = decideRelease(given([]), big, 'ing', releaseHash(big));
  const sizes = events.map((e) => JSON.stringify(e.data).length);
  t.ok(
    sizes.every((s) => s < 300 * 1024),
    `largest event ${Math.max(...sizes)} bytes`,
  );
  t.equal(
    events.filter((e) => e.type === 'NodesAdded').reduce((n, e: any) => n + e.data.nodes.length, 0),
    5001,
    'every node once',
  );
});

t.test('validation names the offending node', async (t) => {
  t.throws(
    () => validateRelease({ system, nodes: [node('A', null), node('A', null)] }),
    /node 2 \(code 'A'\): duplicate code/,
  );
  t.throws(() => validateRelease({ system, nodes: [node('AB', 'A')] }), /parent 'A' is not an earlier code/);
  t.throws(
    () => validateRelease({ system, nodes: [node('A', null), { ...node('AB', 'A'), level: 5 }] }),
    /level 5 is not parent level 1 \+ 1/,
  );
  t.throws(() => validateRelease({ system, nodes: [{ ...node('A', null), title: '' }] }), /empty title/);
});
