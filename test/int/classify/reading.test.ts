import t, { type Test } from 'tap';
import { classifyRequest } from '../../../projections/classify/request.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/**
 * Reading text as coders do (issue 34), on the sample with the official files: a misspelt title is read
 * as the indexed word one edit away, a firm's description as the kind of establishment it says it is
 * (its name, legal form and notices left out), and a text naming several activities answers the first
 * (the primary) first.
 */
t.test('reading text the way coders do', async (t) => {
  const db = await createTestDatabase({ official: true });
  t.teardown(() => db.drop());
  const first = async (text: string, systems?: string[]) =>
    (await classifyRequest(db.pool, { text, systems, limit: 5 })).standard_matches[0];
  /** A misspelt title answers exactly as the well-spelt one does (in SOC 2018). */
  const answersAs = async (t: Test, misspelt: string, wellSpelt: string) =>
    t.equal(
      (await first(misspelt, ['soc_2018']))?.code,
      (await first(wellSpelt, ['soc_2018']))?.code,
      `${misspelt} answers as ${wellSpelt}`,
    );

  t.test('a typo in a job title is read as the word one edit away', async (t) => {
    t.equal((await first('Dental Hygenist', ['soc_2018']))?.code, '29-1292', 'Dental Hygienists');
    t.equal((await first('Forklift Oprator', ['soc_2018']))?.code, '53-7051', 'Industrial Truck and Tractor Operators');
    // 'Phlebotomy Technician' ties Phlebotomists with Healthcare Support Workers, All Other at the top: the misspelt
    // title must answer exactly as the well-spelt one does
    await answersAs(t, 'Phlebotomy Tecnician', 'Phlebotomy Technician');
    // the typo hides the ending from the stemmer ("refrigeraitng" stems to itself): the edited word is stemmed too
    await answersAs(t, 'Refrigeraitng Machine Operator', 'Refrigerating Machine Operator');
    // the stemmer cuts a typo's last letters ("laborre" stems to laborr): the word as written is read too
    await answersAs(t, 'Yard Laborre', 'Yard Laborer');
    // of the words one edit away (martial, by a swap; material), the one the title's other words meet in the aids
    await answersAs(t, 'Matrial Mover', 'Material Mover');
  });

  t.test('a closed compound in a job title is read as the two words it joins', async (t) => {
    // "lawncare" is in no document: only "technician" matched, and the technicians of other trades came first
    t.equal(
      (await first('Lawncare Technician', ['soc_2018']))?.code,
      '37-3011',
      'Landscaping and Groundskeeping Workers',
    );
    t.equal(
      (await first('Lawncare Technician', ['soc_2018']))?.code,
      (await first('Lawn Care Technician', ['soc_2018']))?.code,
      'answers as the words written apart',
    );
  });

  t.test('a perk after the pay is not the job; an apprentice is the trade', async (t) => {
    // "+ Benefits" was read as a word of the job: Compensation and Benefits Managers came first
    await answersAs(t, 'Overnight Stocker $16/hr + Benefits', 'Overnight Stocker');
    t.not((await first('Overnight Stocker $16/hr + Benefits', ['soc_2018']))?.code, '11-3111', 'no benefits manager');
    // SOC classes apprentices with the occupation they train for; O*NET's lone "Apprentice" leans to the helpers
    await answersAs(t, 'Lineman Apprentice', 'Lineman');
  });

  t.test('a department after the dash qualifies a title BLS names, not replaces it', async (t) => {
    // "Distribution Center" pulled to the shipping clerks; the direct-match title "Material Handler" matched nothing
    await answersAs(t, 'Material Handler - Distribution Center', 'Material Handler');
  });

  t.test("a posting's schedule written short is not an occupation", async (t) => {
    // "PT" after a worker's name is part-time, not the physical therapist synonyms.json reads it as
    t.equal((await first('Dental Hygienist PT', ['soc_2018']))?.code, '29-1292', 'Dental Hygienists');
    t.equal((await first('Cashier PT', ['soc_2018']))?.code, '41-2011', 'Cashiers');
  });

  t.test("a posting's notices go and its department qualifies the title", async (t) => {
    // a requirement in brackets is not the job: the title answers as the title alone
    t.equal(
      (await first('Forklift Operator (Must have certification)', ['soc_2018']))?.code,
      (await first('Forklift Operator', ['soc_2018']))?.code,
      'answers as Forklift Operator',
    );
    // the department after the dash was dropped as a place, leaving "Supervisor" ("Shift" is the schedule)
    t.equal(
      (await first('Shift Supervisor - Fast Food', ['soc_2018']))?.code,
      '35-1012',
      'First-Line Supervisors of Food Preparation and Serving Workers',
    );
  });

  t.test('a clipped word in a job title is read as the word it begins', async (t) => {
    t.equal((await first('Med Asst', ['soc_2018']))?.code, '31-9092', 'Medical Assistants');
  });

  t.test("a firm's description: the kind of establishment it is, not its name or its notices", async (t) => {
    const vet = await first(
      'Oak Street Veterinary Clinic, LLC is a veterinary clinic providing vaccinations, surgery and dental care for dogs and cats. Walk-ins welcome.',
      ['naics_2022'],
    );
    t.equal(vet?.code, '541940', 'Veterinary Services, not advertising for "walk-ins welcome"');
  });

  t.test('a distributor is a merchant wholesaler, unless it distributes films', async (t) => {
    // NAICS says "merchant wholesalers" where firms say "distributor": a beer distributor was a film distributor
    const beer = await first('Beer distributor', ['naics_2022']);
    t.equal(beer?.code, '424810', `Beer and Ale Merchant Wholesalers (got ${beer?.code} ${beer?.title})`);
    const film = await first('Film distributor', ['naics_2022']);
    t.equal(film?.code, '512120', `Motion Picture and Video Distribution (got ${film?.code} ${film?.title})`);
  });

  t.test('several activities: the one named first is answered first', async (t) => {
    const m = await first('we run a bakery and a coffee shop');
    t.match(m?.title ?? '', /bak/i, `a bakery first (got ${m?.system} ${m?.code} ${m?.title})`);
    t.notMatch(m?.system ?? '', /soc|isco/, '"we run a" names a business: an industry, not an occupation');
  });
});
