import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * A firm's sentence listing its services is read as its activities, the first the primary one (segment.ts
 * `listedActivities`, lists.ts `interleave`): read whole, the list's words met construction materials' wholesalers
 * ("concrete", "materials"), none of the services.
 */
t.test("a firm's listed services are its activities, the first first", async (t) => {
  const { db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const answer = await classify(db.pool, {
    text: 'Keystone Labs provides soil testing, concrete inspection and materials testing for road builders.',
    systems: ['naics_2022'],
    limit: 3,
  });
  t.same(
    answer.segments.map((s) => s.text),
    ['Keystone Labs provides soil testing', 'concrete inspection', 'materials testing for road builders'],
  );
  t.equal(
    answer.standard_matches[0]?.title,
    'Testing Laboratories and Services',
    answer.standard_matches.map((m) => m.title).join('; '),
  );
});
