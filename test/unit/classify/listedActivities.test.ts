import t from 'tap';
import { listedActivities } from '../../../projections/classify/segment.ts';

t.test("a firm's list of services is its activities, each a segment, the first first", async (t) => {
  t.same(
    listedActivities(
      'Keystone Labs provides soil testing, concrete inspection and materials testing for road builders',
    ),
    ['Keystone Labs provides soil testing', 'concrete inspection', 'materials testing for road builders'],
  );
  t.same(listedActivities('Ridgeway offers payroll processing, tax preparation, and bookkeeping services'), [
    'Ridgeway offers payroll processing',
    'tax preparation',
    'bookkeeping services',
  ]);
});

t.test('a list of products, or with an item of one word, stays one activity', async (t) => {
  for (const text of [
    // products together say one trade: each alone leans elsewhere
    'Trailhead Co. makes hiking boots, trekking poles and tent stakes',
    // one-word items modify the last one's head or detail the activity
    'We sell boat, motorcycle and renters insurance',
    'offers brake repair, alignments and oil changes',
    'provides residential, commercial and industrial painting',
    // two items: no list
    'provides roof repair and gutter cleaning',
  ])
    t.same(listedActivities(text), [text], text);
});
