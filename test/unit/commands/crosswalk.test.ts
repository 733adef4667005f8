import t from 'tap';
import {
  crosswalkDecider,
  crosswalkHash,
  importCrosswalk,
  initialCrosswalkState,
} from '../../../commands/crosswalk.ts';
import type { EdgeRecord } from '../../../commands/records.ts';

const edge = (naics: string, isic: string, match_type: EdgeRecord['match_type'] = 'exact'): EdgeRecord => ({
  source_system: 'naics_2022',
  source_code: naics,
  target_system: 'isic_rev4',
  target_code: isic,
  match_type,
  provenance: { kind: 'official', source: 'census' },
});
const decide = (edges: EdgeRecord[], state = initialCrosswalkState()) =>
  crosswalkDecider.decide(
    importCrosswalk({
      systems: ['isic_rev4', 'naics_2022'],
      edges,
      ingestionId: 'i',
      sourceHash: crosswalkHash(edges),
    }),
    state,
  );
const fold = (events: ReturnType<typeof decide>, state = initialCrosswalkState()) =>
  events.reduce((s, e) => crosswalkDecider.evolve(s, e), state);

t.test('a crosswalk is appended whole, then only its difference, and nothing when unchanged', async (t) => {
  const first = [edge('111110', '0111'), edge('722515', '5610')];
  t.equal(crosswalkHash(first), crosswalkHash([...first].reverse()), 'the hash does not depend on order');
  t.not(crosswalkHash(first), crosswalkHash([edge('111110', '0111', 'broad'), first[1]]), 'the type is content');
  const e1 = decide(first);
  t.same(
    e1.map((e) => e.type),
    ['EquivalencesAdded', 'CrosswalkImported'],
  );
  const state = fold(e1);
  t.same(decide(first, state), [], 'the same edges again: nothing');

  const second = [edge('111110', '0111', 'broad'), edge('311811', '1071')];
  const e2 = decide(second, state);
  t.same(
    e2.map((e) => e.type),
    ['EquivalencesRemoved', 'EquivalencesAdded', 'CrosswalkImported'],
  );
  t.same(
    e2[0].data,
    {
      edges: [{ source_system: 'naics_2022', source_code: '722515', target_system: 'isic_rev4', target_code: '5610' }],
    },
    'an edge no longer published is removed by its ends alone',
  );
  t.same(
    (e2[1].data as { edges: EdgeRecord[] }).edges.map((e) => `${e.source_code} ${e.match_type}`),
    ['111110 broad', '311811 exact'],
    'a retyped edge is a change, a new edge is added',
  );
  t.same((e2[2].data as { counts: unknown }).counts, { edges: 2, added: 2, removed: 1 });
  t.same([...fold(e2, state).edges.keys()].length, 2);
});
