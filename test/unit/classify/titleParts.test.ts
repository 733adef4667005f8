import t from 'tap';
import { markDepartments, queryGroups } from '../../../projections/classify/expand.ts';
import { cleanTitle, readsAsTitle, titleDepartments } from '../../../projections/classify/normalize.ts';
import { weigh } from '../../../projections/classify/rank.ts';

/**
 * What a posting writes after its title (after a dash or bar, or in brackets): a notice (a requirement, a perk, the
 * hiring's urgency, a requisition number) or a place goes; a department or specialty is read before the title, as
 * coders read it, its ideas weighing half and never the head.
 */
t.test('a bracketed or parenthesised requirement or perk goes; what says the job stays', async (t) => {
  t.equal(cleanTitle('Forklift Operator (Must have certification)'), 'Forklift Operator');
  t.equal(cleanTitle('CDL-A Driver [Home Weekly]'), 'CDL-A Driver', 'square brackets read as parentheses');
  t.equal(cleanTitle('Accountant (CPA preferred)'), 'Accountant');
  t.equal(cleanTitle('Bartender (Must be 21+)'), 'Bartender');
  // the apprentice is read as the trade (normalize.ts `withoutTraining`)
  t.equal(cleanTitle('Electrician Apprentice (No Experience Required)'), 'Electrician');
  t.equal(cleanTitle('Maintenance Technician [Urgently Hiring]'), 'Maintenance Technician');
  t.equal(cleanTitle('Certified Nursing Assistant (CNA)'), 'Certified Nursing Assistant (CNA)', 'the job said short');
  t.equal(cleanTitle('Housekeeper (Hotel)'), 'Housekeeper (Hotel)', 'the setting stays');
  t.equal(cleanTitle('Benefits Administrator (Benefits Admin)'), 'Benefits Administrator (Benefits Admin)', 'a job');
  t.equal(cleanTitle('PPC Specialist (Pay Per Click Specialist)'), 'PPC Specialist (Pay Per Click Specialist)');
  t.equal(
    cleanTitle('Urgent Care PA (Urgent Care Physician Assistant)'),
    'Urgent Care PA (Urgent Care Physician Assistant)',
  );
  t.equal(cleanTitle('C4I Officer (C4I)'), 'C4I Officer (C4I)', 'a code spelt with digits stays');
  t.equal(cleanTitle('Graphic Designer (Contract)'), 'Graphic Designer', 'a kind of hire alone goes');
});

t.test('after a dash: notices, pay, schedule and places go', async (t) => {
  t.equal(cleanTitle('Dishwasher - No Experience Necessary'), 'Dishwasher');
  t.equal(cleanTitle('Line Cook - Immediate Start'), 'Line Cook');
  t.equal(cleanTitle('Warehouse Associate - Urgently Hiring!'), 'Warehouse Associate');
  t.equal(cleanTitle('Caregiver - Weekly Pay - Flexible Hours'), 'Caregiver');
  t.equal(cleanTitle('Human Resources Generalist - Req 2024-118'), 'Human Resources Generalist');
  t.equal(cleanTitle('Correctional Officer - $3,000 Hiring Incentive'), 'Correctional Officer');
  t.equal(cleanTitle('Lifeguard - Summer 2025 - Certification Provided'), 'Lifeguard');
  t.equal(cleanTitle('Registered Nurse - Chicago, IL'), 'Registered Nurse');
  t.equal(cleanTitle('Registered Nurse - Night Shift (Chicago, IL)'), 'Registered Nurse');
  t.equal(cleanTitle('Flight Attendant - Base: Denver'), 'Flight Attendant');
  t.equal(cleanTitle('Data Entry Clerk - Work From Home'), 'Data Entry Clerk');
  t.equal(cleanTitle("Cook @ Joe's"), 'Cook', 'the employer goes');
});

t.test('a department or specialty after a dash is read before the title, not dropped', async (t) => {
  t.equal(cleanTitle('Sales Associate - Electronics'), 'Electronics Sales Associate');
  t.equal(cleanTitle('Cashier – Front End'), 'Front End Cashier');
  t.equal(cleanTitle('Nurse - Med/Surg'), 'Med/Surg Nurse');
  t.equal(cleanTitle('Shift Supervisor - Fast Food'), 'Fast Food Supervisor', 'the shift is the schedule');
  t.equal(cleanTitle('Teacher - 3rd Grade - 2025/26 School Year'), '3rd Grade Teacher');
  t.equal(cleanTitle('Registered Nurse (RN) – ICU – $5,000 Sign-On Bonus'), 'ICU Registered Nurse (RN)');
  t.equal(cleanTitle('Nurse | ICU | Nights'), 'ICU Nurse', 'a bar as a dash');
  t.same(titleDepartments('Pharmacist - Retail - Sign-On Bonus'), ['Retail']);
  t.same(titleDepartments('Registered Nurse - Night Shift - Chicago, IL'), [], 'noise and place are no department');
  t.same(
    titleDepartments('Injection molder of custom plastic parts - for the automotive and appliance industries'),
    [],
    'a description has none',
  );
});

t.test("a title's separators are not words: a long posting title is still a title", async (t) => {
  t.ok(readsAsTitle('Registered Nurse (RN) – ICU – $5,000 Sign-On Bonus – Nights'));
});

t.test("a department's ideas weigh half and are never the head", async (t) => {
  const text = 'Retail Pharmacist';
  const plain = queryGroups(text);
  const df = new Map([
    ['retail', 3_000],
    ['pharmacist', 300],
  ]);
  const weighted = (mark: boolean) =>
    weigh({
      groups: (mark ? markDepartments(text, ['Retail'], plain) : plain).map((g) => ({ ...g, bridges: [] })),
      df,
      total: 900_000,
    });
  const [before, after] = [weighted(false), weighted(true)];
  const weightOf = (w: typeof before, word: string) => w.find((g) => g.text === word)!.weight;
  t.equal(weightOf(after, 'pharmacist'), weightOf(before, 'pharmacist'), 'the head keeps its weight');
  t.equal(weightOf(after, 'retail'), weightOf(before, 'retail') / 2, 'the department weighs half');
  const swapped = 'Pharmacist Retail';
  const head = weigh({
    groups: markDepartments(swapped, ['Retail'], queryGroups(swapped)).map((g) => ({ ...g, bridges: [] })),
    df,
    total: 900_000,
  });
  t.ok(weightOf(head, 'pharmacist') > weightOf(head, 'retail') * 2, 'a department last is still not the head');
});
