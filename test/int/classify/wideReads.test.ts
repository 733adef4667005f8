import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';

/**
 * The aids' phrases holding every idea but one read an idea in its own forms (bridge.ts `inOwnForms`): a title no
 * phrase says whole still finds the phrase naming its head word, in another spelling, not the phrases saying a more
 * general word of it (WordNet's hypernyms of "counsellor": adviser, supervisor) nor a generic word alone ("services").
 */
t.test("the aids' widened pass reads the text's own words", async (t) => {
  const { codes } = await projectedTestJobs(
    t,
    [
      node('1', 'Community workers'),
      node('11', 'Grief workers', '1'),
      node('12', 'Tax preparers', '1'),
      node('13', 'Laundry workers', '1'),
      // the texts' other words, known to the index
      node('14', 'Bereavement doulas', '1'),
      node('15', 'Taxi drivers', '1'),
    ],
    [alternateTitle('11', 'Counselor'), alternateTitle('12', 'Adviser'), alternateTitle('13', 'Cleaning services')],
  );
  const found = await codes('Bereavement counsellor');
  t.equal(found[0], '11', `the phrase saying its head word, spelt another way (${found})`);
  t.notOk(found.includes('12'), 'not the phrase saying a hypernym of it');
  t.notOk((await codes('Taxi services')).includes('13'), 'not a phrase sharing only the generic word');
});
