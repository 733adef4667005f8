import t from 'tap';
import { cleanDescription, cleanTitle, readAsCoder } from '../../../projections/classify/normalize.ts';

t.test('a posting title loses seniority, level, schedule, pay and place', async (t) => {
  t.equal(cleanTitle('Sr. Software Engineer II'), 'Software Engineer');
  t.equal(cleanTitle('Registered Nurse - Night Shift (Chicago, IL)'), 'Registered Nurse');
  t.equal(cleanTitle('Part-time Cashier $15/hr'), 'Cashier');
  t.equal(cleanTitle('Warehouse Associate 2nd Shift'), 'Warehouse Associate');
  t.equal(cleanTitle('Junior Accountant, Level 2 (Remote)'), 'Accountant');
});

t.test('what says the job stays', async (t) => {
  t.equal(cleanTitle('Certified Nursing Assistant (CNA)'), 'Certified Nursing Assistant (CNA)');
  t.equal(readAsCoder('Senior living facility'), 'Senior living facility', 'senior living is an activity');
  t.equal(readAsCoder('Temporary help services'), 'Temporary help services');
  t.equal(readAsCoder('Contract manufacturing of pharmaceuticals'), 'Contract manufacturing of pharmaceuticals');
  t.equal(readAsCoder('Senior'), 'Senior', 'nothing left: the text itself');
});

t.test("a firm's description loses its name, legal form, places and boilerplate", async (t) => {
  t.equal(
    cleanDescription(
      'Smith Electric LLC is a full service electrical contracting company dedicated to providing quality service to the New York Metro area. Call us today for a free estimate.',
    ),
    'electrical contracting providing service.',
  );
  t.equal(
    cleanDescription(
      'We are a family-owned company dedicated to roofing and siding installation. We can deliver anywhere.',
    ),
    'roofing and siding installation.',
  );
});
