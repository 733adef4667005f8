import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * Cross-references (issue 15 item 1) on the sample corpus: "... are classified in Industry 0182" and
 * "This class excludes: ..., see 01.13" count against the code that says them and for the code named.
 */
t.test('cross-references point to the code they name', async (t) => {
  const { db } = await createTestStack(t, { ingestSample: true });
  const first = async (text: string, system: string) =>
    (await classify(db.pool, { text, systems: [system], limit: 5 })).standard_matches;

  t.test('SIC: vegetables under glass are Food Crops Grown Under Cover, not Vegetables and Melons', async (t) => {
    const m = await first('growing vegetables under glass', 'sic_1987');
    t.equal(m[0].code, '0182', `got ${m.map((x) => `${x.code} ${x.title}`).join('; ')}`);
    const open = m.find((x) => x.code === '0161');
    t.ok(!open || open.score < m[0].score / 2, `0161 far behind (${open?.score})`);
  });

  t.test('ISCO: regional sales managers are Sales and Marketing Managers', async (t) => {
    const m = await first('regional sales managers', 'isco_08');
    t.equal(m[0].code, '1221');
    t.ok(m[0].matched_words.includes('regional'), 'the referred phrase matched whole');
  });

  t.test('SIC: Irish potatoes sent to 0134 from the vegetables industry', async (t) => {
    const m = await first('producing Irish potatoes', 'sic_1987');
    t.equal(m[0].code, '0134');
    t.notOk(
      m.slice(0, 2).some((x) => x.code === '0161'),
      'the industry that sends them elsewhere is not among the first two',
    );
  });
});
