import t from 'tap';
import { createTimingMatch } from '../../../query-api/auth/registrationTiming.ts';

// issue 33 (row 8): a refused registration (address taken) waited for nothing, so it answered far sooner
// than a success and the time alone told that the address had an account
t.test('a refusal waits until a recent successful registration would have answered', async (t) => {
  const draws = [0, 0.5, 0.99];
  const timing = createTimingMatch(3, () => draws.shift() ?? 0);
  t.equal(timing.delayFor(5), 0, 'nothing to match before the first success');
  for (const ms of [100, 900, 400]) timing.record(ms);
  t.equal(timing.delayFor(30), 70, 'a duration drawn from the recent successes (the first)');
  t.equal(timing.delayFor(30), 870, '(the second)');
  t.equal(timing.delayFor(500), 0, 'a refusal that already took longer is not delayed');
  timing.record(200); // the oldest leaves the window of 3
  t.equal(timing.delayFor(0), 900, 'only the last few successes count');
});
