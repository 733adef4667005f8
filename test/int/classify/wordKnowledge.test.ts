import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * Words the titles lack are bridged with WordNet (projections/classify/bridge.ts): a more general
 * word (hypernym) or a derived form, weighted below the word itself, and the answer says so.
 */
t.test('word knowledge bridges words the titles lack', async (t) => {
  const { app, db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const first = async (text: string, system: string) =>
    (await classify(db.pool, { text, systems: [system] })).standard_matches[0];

  t.test('an instrument finds the musical instrument makers, and says which word was bridged', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/classify',
      payload: { text: 'guitar maker', systems: ['naics_2022'] },
    });
    t.equal(res.statusCode, 200);
    const top = res.json().standard_matches[0];
    t.match(top, { code: '339992', title: 'Musical Instrument Manufacturing' });
    t.same(top.bridged_words, [{ word: 'guitar', to: 'musical instrument', relation: 'hypernym' }]);
    t.ok(top.score < 0.9, `a bridged match scores below a literal one (${top.score})`);
  });

  t.test('a player of an instrument is a musician', async (t) => {
    t.match(await first('violinist', 'soc_2018'), { code: '27-2042', title: 'Musicians and Singers' });
  });

  t.test('a literal match needs no bridge and keeps its full weight', async (t) => {
    const top = await first('musical instrument manufacturing', 'naics_2022');
    t.equal(top.code, '339992');
    t.notOk(top.bridged_words, 'no bridged_words on a literal match');
  });
});
