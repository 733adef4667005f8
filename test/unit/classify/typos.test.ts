import t from 'tap';
import { correctable, corrections, editedStems, oneEdit } from '../../../projections/classify/typos.ts';
import type { Queryable } from '../../../platform/db.ts';
import { terms } from '../../../projections/classify/text.ts';

t.test('one edit: a swap, a drop, an added or a changed letter', async (t) => {
  const v = new Set(oneEdit('tchnician'));
  t.ok(v.has('technician'), 'a dropped letter comes back');
  t.ok(new Set(oneEdit('dishwasehr')).has('dishwasher'), 'two letters swapped');
  t.ok(new Set(oneEdit('managger')).has('manager'), 'a doubled letter');
  t.ok(new Set(oneEdit('hygenist')).has('hygienist'));
  t.notOk(v.has('tchnician'), 'never the word itself');
  t.notOk(new Set(oneEdit('baker')).has('bakery'.slice(0, 3)), 'one edit only');
});

t.test('only words long enough to be a clipping or to hold a typo', async (t) => {
  t.notOk(correctable('md'), 'two letters say too little');
  t.notOk(correctable('4x4s'), 'letters only');
  t.ok(correctable('oprator'));
  t.ok(correctable('maint'), 'a clipping');
});

t.test('a typo in the ending is read through the stemmer', async (t) => {
  // "Refrigeraitng" stems to itself (its -ing is gone); one swap away, "refrigerating" stems as the index does
  const readings = editedStems(terms('Refrigeraitng')[0]);
  t.same(readings.get(terms('refrigerating')[0]), ['refrigerating'], 'the stem of the edited word');
  t.ok(readings.has('refrigerating'), 'the edited word itself too');
  t.notOk(readings.has('refrigeraitng'), 'never the word itself');
});

/** A database answering the typo reading's look-ups from fixed frequencies and contexts (no PostgreSQL). */
function lookUps(df: Record<string, number>, met: Record<string, number>): Queryable {
  const query = async ({ text, values }: { text: string; values: string[][] }) => {
    if (text.includes('quote_literal(c)')) return { rows: values[0].map((c) => ({ c, n: met[c] ?? 0 })) };
    if (text.includes('= ANY'))
      return { rows: values[0].filter((v) => v in df).map((term) => ({ term, df: df[term] })) };
    return { rows: [] };
  };
  return { query } as unknown as Queryable;
}

t.test("of a typo's readings, the one the title's other words meet in the aids", async (t) => {
  // "matrial" is one swap from martial and one added letter from material: "Material Mover" is the title
  const db = lookUps({ martial: 147, material: 4000, mover: 300 }, { material: 12 });
  const { corrected } = await corrections(db, [{ stem: 'matrial', word: 'matrial' }], ['matrial', 'mover']);
  t.equal(corrected.get('matrial'), 'material');
  const alone = await corrections(db, [{ stem: 'matrial', word: 'matrial' }], []);
  t.equal(alone.corrected.get('matrial'), 'martial', 'with no other word, a swap of the same letters first');
  // a word the aids' phrases hold is a word ("Hand Trucker"): the title's other words never make it another
  const held = lookUps({ truck: 9000, trucked: 40 }, { truck: 30 });
  const trucker = await corrections(held, [{ stem: 'trucker', word: 'trucker', inAids: true }], ['hand', 'trucker']);
  t.equal(trucker.corrected.get('trucker'), 'trucked', 'read by the edit and the frequency alone, as before');
});

t.test('a typo the stemmer hides is read from the word as written', async (t) => {
  // "Buildre" stems to buildr (5 letters, no swap of "er" left): the word is one swap from builder
  const stem = terms('Buildre')[0];
  const db = lookUps({ build: 900, builder: 300 }, {});
  const { corrected } = await corrections(db, [{ stem, word: 'buildre' }], []);
  t.equal(corrected.get(stem), terms('builder')[0]);
});

t.test('a word one letter shorter is a typo only where the title says so', async (t) => {
  const db = lookUps({ worker: 9000, borer: 50 }, { worker: 40 });
  const drum = await corrections(db, [{ stem: 'worer', word: 'worer' }], ['drum', 'worer']);
  t.equal(drum.corrected.get('worer'), 'worker', '"Drum Worer": "Drum Worker" is a title');
  const alone = await corrections(db, [{ stem: 'worer', word: 'worer' }], ['worer']);
  t.notOk(alone.corrected.has('worer'), 'alone, a five-letter word is left as written');
  const unmet = await corrections(lookUps({ worker: 9000 }, {}), [{ stem: 'worer', word: 'worer' }], ['drum', 'worer']);
  t.notOk(unmet.corrected.has('worer'), 'nor when no aid phrase says the reading with the other words');
});
