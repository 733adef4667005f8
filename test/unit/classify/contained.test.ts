import t from 'tap';
import { aidHits, containedIn, insideOf } from '../../../projections/classify/aidEvidence.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { phraseKey } from '../../../projections/classify/aids.ts';
import {
  CONTAINED,
  insideContext,
  rankCandidate,
  weigh,
  type RankContext,
} from '../../../projections/classify/rank.ts';
import type { AidPhraseRow } from '../../../projections/classify/queries.ts';
import { terms } from '../../../projections/classify/text.ts';
import { naicsCandidate } from './naicsCandidate.ts';

/** An aid's phrase as classify_aid_phrases holds it (its document: the phrase's stems in order). */
const aidRow = (system: string, aid: string, code: string, kind: string, phrase: string): AidPhraseRow => ({
  system,
  code,
  aid,
  kind,
  phrase,
  doc: terms(phrase)
    .map((s, i) => `'${s}':${i + 1}`)
    .join(' '),
  key: phraseKey(phrase),
});

/**
 * A phrase naming one code said inside a longer text (issue 34): "House painting", an illustrative example and
 * index item of NAICS 238320, in "Residential house painting contractor", is more than its words scattered over
 * the text. 238320's title and description as published; the stems' document frequencies as the full index has them.
 */
const painting = naicsCandidate(
  '238320',
  'Painting and Wall Covering Contractors',
  'This industry comprises establishments primarily engaged in interior or exterior painting or interior wall covering. ' +
    'The work performed may include new work, additions, alterations, maintenance, and repairs. Illustrative Examples: ' +
    'Bridge painting Paperhanging or removal contractors House painting Ship painting contractors Paint and wallpaper ' +
    'stripping Wallpaper hanging and removal contractors',
);
const DF = new Map(Object.entries({ residential: 3904, hous: 3696, paint: 1917, contractor: 560 }));

const context = (text: string): RankContext => {
  const groups = queryGroups(text).map((g) => ({ ...g, bridges: [] }));
  const inside = insideOf(text);
  const weighted = weigh({ groups, df: DF, total: 900_000 });
  return {
    weighted,
    unknownIdea: false,
    inside: insideContext(inside, weighted),
  };
};

t.test('an example phrase said inside the text counts more than its words scattered over it', async (t) => {
  const said = rankCandidate(painting, context('Residential house painting contractor'))!;
  const scattered = rankCandidate(painting, context('House residential painting contractor'))!;
  t.ok(said.score > scattered.score, `"house painting" said: ${said.score}; the same words apart: ${scattered.score}`);
  // the lift: CONTAINED of what the score lacks, times the share of the text's weight the phrase holds
  const w = context('Residential house painting contractor').weighted;
  const share =
    w.filter((g) => ['hous', 'paint'].includes(g.stems[0])).reduce((n, g) => n + g.weight, 0) /
    w.reduce((n, g) => n + g.weight, 0);
  const lifted = Math.round((scattered.score + (1 - scattered.score) * CONTAINED * share) * 10_000) / 10_000;
  t.ok(Math.abs(said.score - lifted) <= 0.0002, `lifted by the phrase's share ${share.toFixed(3)}: ${lifted}`);
});

t.test("industries only: the same phrase said inside an occupation's text lifts nothing", async (t) => {
  // an occupation's title is named by its head word: a run inside it may name another job than the whole
  const job = { ...painting, system: 'soc_2018' };
  const said = rankCandidate(job, context('Residential house painting contractor'))!;
  const scattered = rankCandidate(job, context('House residential painting contractor'))!;
  t.equal(said.score, scattered.score);
});

t.test('the text said whole by the example is not "inside" it: the title and example scores as before', async (t) => {
  const whole = rankCandidate(painting, context('House painting'))!;
  const none = rankCandidate(painting, { ...context('House painting'), inside: undefined })!;
  t.equal(whole.score, none.score);
});

t.test('runs of the segment: keys of 2 to 6 stems, shorter than it', async (t) => {
  const { stems, keys } = insideOf('Residential house painting contractor');
  t.same(stems, terms('Residential house painting contractor'));
  t.ok(keys.includes(phraseKey('house painting')));
  t.ok(keys.includes(phraseKey('residential house painting')));
  t.notOk(keys.includes(phraseKey('Residential house painting contractor')), 'the whole text is the exact key');
  t.notOk(keys.includes(phraseKey('residential painting')), 'not a run');
});

t.test('an aid phrase said inside: in order, two content words, an aid naming one code', async (t) => {
  const stems = terms('Residential house painting contractor');
  t.ok(containedIn('House painting', stems));
  t.notOk(containedIn('Painting, house', stems), 'another order');
  t.notOk(containedIn('Painting', stems), 'one word');
  const row = (phrase: string, kind: string, code = '238320') =>
    aidRow('naics_2022', 'naics_2022_index', code, kind, phrase);
  const text = 'Residential house painting contractor';
  const hits = aidHits(
    [
      { row: row('House painting', 'index_item'), exact: true },
      { row: row('House painting', 'alternate_title', '999999'), exact: true },
      { row: row('Painting, house', 'index_item', '888888'), exact: true },
    ],
    undefined,
    { keys: new Set([phraseKey(text)]), stems: terms(text) },
  );
  const got = hits.get('naics_2022\u001f238320')!;
  t.equal(got.length, 1);
  t.equal(got[0].exact, false, 'not the text: not exact');
  t.equal(got[0].contained, true);
  t.notOk(hits.has('naics_2022\u001f999999'), 'a shared alternate title inside the text is left out');
  t.notOk(hits.has('naics_2022\u001f888888'), 'the words in another order are not said inside it');
});

/**
 * A posting title's own words before its department ("Material Handler - Distribution Center", read "Distribution
 * Center Material Handler"): BLS's direct-match title "Material Handler" names 53-7062, and is said inside the
 * reading. The one run an occupation's phrase is read inside: lifted as an industry's contained phrase is.
 */
const handler: typeof painting = {
  ...painting,
  system: 'soc_2018',
  code: '53-7062',
  title: 'Laborers and Freight, Stock, and Material Movers, Hand',
  doc: naicsCandidate('53-7062', 'Laborers and Freight, Stock, and Material Movers, Hand').doc,
};
const socRow = (phrase: string, kind: string, code = '53-7062') =>
  aidRow(
    'soc_2018',
    kind === 'direct_match_title' ? 'soc_2018_direct_match' : 'onet_alternate_titles',
    code,
    kind,
    phrase,
  );

t.test("a posting title's own words before its department are the core run", async (t) => {
  const text = 'Distribution Center Material Handler';
  const inside = insideOf(text, ['Distribution Center']);
  t.equal(inside.core, phraseKey('Material Handler'));
  t.notOk(insideOf(text).core, 'no department, no core');
  t.notOk(insideOf('Retail Pharmacist', ['Retail']).core, 'one word left: the exact key reads it');
  const hits = aidHits(
    [
      { row: socRow('Material Handler', 'direct_match_title'), exact: true },
      { row: socRow('Center Material Handler', 'direct_match_title', '11-1111'), exact: true },
      { row: socRow('Material Handler', 'alternate_title', '51-9198'), exact: true },
    ],
    undefined,
    { keys: new Set([phraseKey(text)]), stems: terms(text), core: inside.core },
  );
  t.equal(hits.get('soc_2018\u001f53-7062')?.[0].contained, true, 'the direct-match title said as the core');
  t.notOk(hits.has('soc_2018\u001f11-1111'), "another run is no occupation's phrase");
  t.notOk(hits.has('soc_2018\u001f51-9198'), 'a shared alternate title is left out');

  const groups = queryGroups(text).map((g) => ({
    ...g,
    bridges: [],
    ...(terms('Distribution Center').includes(g.stems[0]) ? { department: true } : {}),
  }));
  const weighted = weigh({
    groups,
    df: new Map(Object.entries({ distribut: 900, center: 4000, material: 3000, handler: 300 })),
    total: 900_000,
  });
  const ctx = (core?: string): RankContext => ({
    weighted,
    unknownIdea: false,
    aids: hits,
    inside: insideContext({ ...inside, core }, weighted),
  });
  const lifted = rankCandidate(handler, ctx(inside.core))!;
  const plain = rankCandidate(handler, ctx())!;
  t.ok(lifted.score > plain.score, `said as the title's own words: ${lifted.score}; not: ${plain.score}`);
  t.equal(lifted.evidence?.kind, 'direct_match_title', 'the phrase carried it');
});

t.test("a posting title's own words said by a shared kind of phrase the aids list under one code only", async (t) => {
  // "Software Developer - Java", read "Java Software Developer": O*NET's alternate title "Software Developer" is
  // 15-1252's alone; "Java Developer", 15-1251's, holds the department's word and the head
  const text = 'Java Software Developer';
  const inside = insideOf(text, ['Java']);
  t.equal(inside.core, phraseKey('Software Developer'));
  const alone = aidHits(
    [
      { row: socRow('Software Developer', 'alternate_title', '15-1252'), exact: true },
      { row: socRow('Software Developer', 'alternate_title', '15-1252'), exact: true },
    ],
    undefined,
    { keys: new Set([phraseKey(text)]), stems: terms(text), core: inside.core },
  );
  t.equal(alone.get('soc_2018\u001f15-1252')?.[0].contained, true, 'one code: said as the title, as a direct match is');
  const shared = aidHits(
    [
      { row: socRow('Software Developer', 'alternate_title', '15-1252'), exact: true },
      { row: socRow('Software Developer', 'alternate_title', '15-1299'), exact: true },
    ],
    undefined,
    { keys: new Set([phraseKey(text)]), stems: terms(text), core: inside.core },
  );
  t.equal(shared.size, 0, 'two codes share it: neither is said inside the title');
  const notCore = aidHits([{ row: socRow('Java Software', 'alternate_title', '15-1252'), exact: true }], undefined, {
    keys: new Set([phraseKey(text)]),
    stems: terms(text),
    core: inside.core,
  });
  t.equal(notCore.size, 0, 'a run that holds the department is not the title');
});
