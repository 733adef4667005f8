import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';

/**
 * O*NET writes a title and another form of it in one alternate title ("Certified Therapeutic Recreation Specialist
 * (CTRS)"): a posting writes one form alone, and it names the entry's code as exactly as a phrase saying it would.
 * Read whole, the entry said neither: "CTRS" answered "CTR", another code's, and "Field Service Poultry Tech" the code
 * whose phrase holds its words in another order.
 */
t.test("each form of an O*NET title names the entry's code", async (t) => {
  const { codes } = await projectedTestJobs(
    t,
    [
      node('1', 'Health and agriculture workers'),
      node('11', 'Recreational therapists', '1'),
      node('12', 'Medical registrars', '1'),
      node('13', 'Agricultural technicians', '1'),
      node('14', 'Agricultural inspectors', '1'),
    ],
    [
      alternateTitle('11', 'Certified Therapeutic Recreation Specialist (CTRS)'),
      alternateTitle('12', 'CTR'),
      alternateTitle('13', 'Field Service Poultry Technician (Field Service Poultry Tech)'),
      alternateTitle('14', 'Poultry Field Service Technician'),
    ],
  );
  t.equal((await codes('CTRS'))[0], '11', 'the short form in parentheses');
  t.equal((await codes('Senior CTRS (Remote)'))[0], '11', 'as a posting writes it');
  t.equal((await codes('Certified Therapeutic Recreation Specialist'))[0], '11', 'the long form before them');
  t.equal(
    (await codes('Field Service Poultry Tech'))[0],
    '13',
    'the form as written, not the same words in another order',
  );
  t.equal(
    (await codes('Poultry Field Service Technician'))[0],
    '14',
    "the other code's phrase as written stays its own",
  );
});
