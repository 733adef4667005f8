import t from 'tap';
import { createProgress } from '../../../platform/progress.ts';

/** A log stream (not a terminal) and a clock the test moves. */
function logged() {
  const lines: string[] = [];
  let now = 1_000_000;
  const stream = { isTTY: false, write: (s: string) => (lines.push(s), true) };
  return { lines, stream, clock: () => now, advance: (ms: number) => (now += ms) };
}

t.test('progress: the rate is the work done since the bar was made, shown once a second has passed', async (t) => {
  const { lines, stream, clock, advance } = logged();
  // 400,000 answers were kept before this run: counted, not timed
  const bar = createProgress('answers', 1_000_000, 'codes', { done: 400_000, stream, now: clock });
  bar.set(400_400);
  t.equal(lines.at(-1), 'answers: 40% 400,400/1,000,000 codes\n', 'no rate or ETA from a millisecond');

  advance(10_000);
  bar.set(500_000);
  t.equal(lines.at(-1), 'answers: 50% 500,000/1,000,000 codes 10,000/s ETA 50s\n', 'the rate of this run only');

  bar.done('built');
  t.equal(lines.at(-2), 'answers: 100% 1,000,000/1,000,000 codes 60,000/s ETA 0s\n');
  t.equal(lines.at(-1), 'answers: built\n');
});

t.test('progress: a bar from nothing counts every tick', async (t) => {
  const { lines, stream, clock, advance } = logged();
  const bar = createProgress('project', 100, 'events', { stream, now: clock });
  advance(5_000);
  bar.tick(50);
  t.equal(lines.at(-1), 'project: 50% 50/100 events 10/s ETA 5s\n');
});
