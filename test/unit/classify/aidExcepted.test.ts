import t from 'tap';
import { aidHits } from '../../../projections/classify/aidEvidence.ts';
import type { AidPhraseRow } from '../../../projections/classify/queries.ts';
import { terms } from '../../../projections/classify/text.ts';

/**
 * A coding aid's phrase says what its code is not in its except clause: the NAICS index's "Architects' (except
 * landscape) offices" is 541310's, so "landscape" there is no evidence for 541310. As a hit (the phrase read as one
 * more example phrase of its code) it held every stem, and a landscape architecture firm scored 541310 first on it.
 */
const row = (phrase: string, code: string): AidPhraseRow => ({
  system: 'naics_2022',
  code,
  aid: 'naics_2022_index',
  kind: 'index_item',
  phrase,
  doc: terms(phrase)
    .map((s, i) => `'${s}':${i + 1}`)
    .join(' '),
});

t.test("an aid phrase's except clause is not evidence for its code", async (t) => {
  const hits = aidHits([
    { row: row("Architects' (except landscape) offices", '541310'), exact: false },
    { row: row('Nurseries, landscape, except growing', '444220'), exact: false },
    { row: row('Landscape architects, offices of', '541320'), exact: false },
  ]);
  const stems = (code: string) => [...hits.get(`naics_2022\u001f${code}`)![0].stems].sort();
  t.same(stems('541310'), [...new Set(terms("Architects' offices"))].sort(), 'the excepted word is left out');
  t.ok(stems('444220').includes(terms('landscape')[0]), 'a word also said outside the clause stays');
  t.notOk(stems('444220').includes(terms('growing')[0]), 'a trailing except clause is read too');
  t.ok(stems('541320').includes(terms('landscape')[0]), 'a phrase without an except clause is whole');
});
