import t from 'tap';
import { readAsCoder, readsAsTitle } from '../../../projections/classify/normalize.ts';
import { saysFirmActivity } from '../../../projections/classify/sentence.ts';

t.test("a short firm's sentence is a description, not a title", async (t) => {
  // read as a title, "Inc." stayed, the made-up name was split as a closed compound and the customers weighed in full
  t.notOk(readsAsTitle('Harbor Lights Inc. repairs marine electronics.'));
  t.equal(readAsCoder('Harbor Lights Inc. repairs marine electronics.'), 'Harbor Lights repairs marine electronics.');
  t.notOk(readsAsTitle('Tidewater Kayaks LLC rents kayaks and paddleboards.'));
  t.notOk(readsAsTitle('We rent party tents and tables for weddings.'));
  t.notOk(readsAsTitle('Our shop builds custom guitars.'), 'our shop: the subject is two words');
  t.notOk(readsAsTitle('The firm designs pedestrian bridges.'));
  t.equal(
    readAsCoder('Quillfield is a letterpress print shop.'),
    'letterpress print shop.',
    'the subject before "is a" goes',
  );
});

t.test('titles stay titles: a verb that is also a noun counts only in lower case after a name', async (t) => {
  for (const title of [
    'Marine Electronics Repair Technician',
    'Tire Services Technician',
    'Repairs Coordinator - Night Shift',
    'Store Manager - We Train You',
    'Line Cook',
    'sales associate',
  ]) {
    t.ok(readsAsTitle(title), title);
    t.notOk(saysFirmActivity(title), title);
  }
});
