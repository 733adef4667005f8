import t from 'tap';
import { classifyRequest } from '../../../projections/classify/request.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/**
 * A generic posting title an O*NET alternate title shares, or lists under a code whose own title names it less
 * plainly (issue 34): the code most of the coding aids' phrases holding the title's words name is the coders' answer
 * (ties.ts `majority`), on the sample with the official files.
 */
t.test('the aids majority decides a shared or generic title', async (t) => {
  const db = await createTestDatabase({ official: true });
  t.teardown(() => db.drop());
  const first = async (text: string) =>
    (await classifyRequest(db.pool, { text, systems: ['soc_2018'], limit: 5 })).standard_matches[0];
  // "Stocker" is 53-7062's alternate title; "Night Stocker", "Grocery Stocker", "Retail Stocker" ... are 53-7065's (on
  // the sample, whose aids are whole, the old code answered it too; on `full`, a tenth of the aids held out, it did not)
  t.equal((await first('Stocker'))?.code, '53-7065', 'Stockers and Order Fillers, not the laborers');
  t.equal((await first('Stocker - Overnight'))?.code, '53-7065', 'a posting of it too');
  // "Farm Hand" is the crop and the animal farmworkers' alternate title; the crop workers' phrases hold it more often
  // (the old code answered 45-2093, by its own document)
  t.equal((await first('Farm Hand'))?.code, '45-2092', 'Farmworkers and Laborers, Crop, Nursery, and Greenhouse');
  // unchanged: an alternate title its own code's title names ("Carpenter": 47-2031, not the bench carpenters)
  t.equal((await first('Carpenter'))?.code, '47-2031', 'Carpenters');
});
