import t from 'tap';
import { jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';
import { calibrationInputs, probability } from '../../../projections/classify/calibration.ts';
import { classifyRequest } from '../../../projections/classify/request.ts';

/**
 * A title no code says whole (its words spread over several codes' titles: the lexical evidence is partial)
 * is marked so for calibration, whose first answers are right about half as often as those of a title some
 * code's title, example or aid phrase holds whole; its `confidence` is lower than the same score and lead
 * would get otherwise. A description (more than a title's words) is never marked.
 */
t.test('a title no code says whole is marked partial and answered less surely', async (t) => {
  const { db, matches } = await projectedTestJobs(t, [
    node('1', 'Workers'),
    node('11', 'Heavy truck drivers', '1'),
    node('12', 'Cooks, restaurant', '1'),
  ]);
  const first = async (text: string) => (await matches(text))[0];

  const whole = await first('Heavy truck driver');
  t.equal(whole?.code, '11');
  t.equal(whole?.signals?.partial, 0, 'a title a code holds whole: not partial');

  const spread = await first('Truck cook');
  t.ok(spread, 'a title whose words two codes share out still gets an answer');
  t.equal(spread?.signals?.partial, 1, 'no code holds both words: partial');

  const described = await first(
    'We drive heavy trucks across the country and cook for the drivers at our roadside stop',
  );
  t.equal(described?.signals?.partial, 0, 'a description is not read as a title: never partial');

  const answer = (await classifyRequest(db.pool, { text: 'Truck cook', systems: ['test_jobs'] })).standard_matches[0];
  const inputs = calibrationInputs(await matches('Truck cook'), 0);
  t.equal(answer.confidence, probability('test_jobs', inputs), 'the confidence reads the mark');
  t.ok(
    answer.confidence < probability('test_jobs', { ...inputs, partial: 0 }),
    `less sure (${answer.confidence}) than the same score and lead with a code saying the title whole`,
  );
});
