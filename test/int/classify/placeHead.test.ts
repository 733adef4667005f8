import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { parseDocument } from '../../../projections/classify/document.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * A text naming an establishment is answered by the codes that are that establishment, not by those whose phrases
 * name it only of another thing (score.ts `onlyModifies`, `scattered`): the NAICS index's "Post office construction",
 * NACE's "dentists' chairs", "Liquefied petroleum gas (LPG) bulk stations" and "Gasoline merchant wholesalers (except
 * bulk stations, terminals)" (an example's except clause, document.ts).
 */
t.test('an establishment is the establishment, not what is built or made for it', async (t) => {
  const { db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const first = async (text: string, system: string) =>
    (await classify(db.pool, { text, systems: [system], limit: 3 })).standard_matches.map(
      (m) => `${m.code} ${m.title}`,
    );
  const post = await first('post office', 'naics_2022');
  t.match(post[0], /^491110 /, `post office: ${post.join('; ')}`);
  const gas = await first('gas station', 'naics_2022');
  t.match(gas[0], /^4571[12]0 Gasoline Stations|^4571[12]0 Other Gasoline Stations/, `gas station: ${gas.join('; ')}`);
  const dentist = await first('dentist', 'isic_rev4');
  t.match(dentist[0], /^8620 /, `dentist: ${dentist.join('; ')}`);

  // the example phrases keep their words' order and breaks through PostgreSQL's tsvector (NACE 31.01 and 32.50)
  const stored = async (code: string) => {
    const { rows } = await db.pool.query<{ doc: string }>(
      "SELECT doc::text AS doc FROM classify_docs WHERE system = 'nace_rev2' AND code = $1",
      [code],
    );
    return (parseDocument(rows[0].doc).exampleOrder ?? []).map((o) => [...o].map((s) => s ?? '|').join(' '));
  };
  t.ok(
    (await stored('32.50')).some((o) => o.includes('dentist chair')),
    "dentists' chairs: the dentist said of the chairs",
  );
  t.ok(
    (await stored('31.01')).some((o) => o.includes('furnitur | church | school')),
    'furniture for churches, schools: each apart',
  );
});
