import t from 'tap';
import { cleanDescription, cleanTitle, readAsCoder } from '../../../projections/classify/normalize.ts';

t.test('a posting title loses seniority, level, schedule, pay and place', async (t) => {
  t.equal(cleanTitle('Sr. Software Engineer II'), 'Software Engineer');
  t.equal(cleanTitle('Registered Nurse - Night Shift (Chicago, IL)'), 'Registered Nurse');
  t.equal(cleanTitle('Part-time Cashier $15/hr'), 'Cashier');
  t.equal(cleanTitle('Warehouse Associate 2nd Shift'), 'Warehouse Associate');
  t.equal(cleanTitle('Junior Accountant, Level 2 (Remote)'), 'Accountant');
});

t.test("a posting's schedule written short goes; the physical therapist stays", async (t) => {
  t.equal(cleanTitle('Dental Hygienist PT'), 'Dental Hygienist', 'PT after a worker is part-time');
  t.equal(cleanTitle('Cashier - PT'), 'Cashier');
  t.equal(cleanTitle('Hotel Housekeeper FT'), 'Hotel Housekeeper');
  t.equal(cleanTitle('Registered Nurse FT/PT'), 'Registered Nurse');
  t.equal(cleanTitle('Barista P/T'), 'Barista');
  t.equal(cleanTitle('Travel PT'), 'Travel PT', 'after a setting, PT is the physical therapist');
  t.equal(cleanTitle('Home Health PT'), 'Home Health PT');
  t.equal(cleanTitle('PT Aide'), 'PT Aide');
});

t.test('a perk joined to the title or its pay goes; a job named by the word stays', async (t) => {
  t.equal(cleanTitle('Overnight Stocker $16/hr + Benefits'), 'Stocker', 'pay plus benefits');
  t.equal(cleanTitle('Server plus Tips'), 'Server');
  t.equal(cleanTitle('Sales Rep w/ Commission'), 'Sales Rep');
  t.equal(cleanTitle('Crew Member $15/hr + Benefits, PTO & 401k'), 'Crew Member', 'a list of perks');
  t.equal(
    cleanTitle('Compensation & Benefits Specialist'),
    'Compensation & Benefits Specialist',
    'the job is benefits',
  );
  t.equal(
    cleanTitle('Payroll Specialist with benefits experience'),
    'Payroll Specialist with benefits experience',
    'not a perk when more follows',
  );
});

t.test('an apprentice or trainee is read as the occupation trained for', async (t) => {
  t.equal(cleanTitle('Lineman Apprentice'), 'Lineman');
  t.equal(cleanTitle('Apprentice Electrician - 2nd Shift'), 'Electrician');
  t.equal(cleanTitle('Pharmacy Technician Trainee'), 'Pharmacy Technician');
  t.equal(cleanTitle('Apprenticeship Coordinator'), 'Apprenticeship Coordinator', 'the word, not a longer one');
});

t.test('what says the job stays', async (t) => {
  t.equal(cleanTitle('Certified Nursing Assistant (CNA)'), 'Certified Nursing Assistant (CNA)');
  t.equal(readAsCoder('Senior living facility'), 'Senior living facility', 'senior living is an activity');
  t.equal(cleanTitle('Sr. Living Coordinator'), 'Sr. Living Coordinator', 'written short, senior living is one too');
  t.equal(
    cleanTitle('Junior Care Assistant'),
    'Care Assistant',
    'only "senior" care is an activity: a junior is a level',
  );
  t.equal(readAsCoder('Temporary help services'), 'Temporary help services');
  t.equal(readAsCoder('Contract manufacturing of pharmaceuticals'), 'Contract manufacturing of pharmaceuticals');
  t.equal(readAsCoder('Senior'), 'Senior', 'nothing left: the text itself');
});

t.test("a firm's description loses its name, legal form, places and boilerplate", async (t) => {
  t.equal(
    cleanDescription(
      'Smith Electric LLC is a full service electrical contracting company dedicated to providing quality service to the New York Metro area. Call us today for a free estimate.',
    ),
    'electrical contracting. Providing service.',
  );
  t.equal(
    cleanDescription(
      'We are a family-owned company dedicated to roofing and siding installation. We can deliver anywhere.',
    ),
    'roofing and siding installation.',
  );
});

t.test('a legal form with its period, a name that is the only activity, short notices', async (t) => {
  t.equal(
    cleanDescription(
      'Brightline Electric, Inc. is a full service electrical contracting company dedicated to quality workmanship. Licensed in Georgia.',
    ),
    'electrical contracting workmanship.',
    '"Inc." no longer hides the subject; the notice goes',
  );
  t.equal(
    cleanDescription(
      'Dayton Plumbing Pros LLC is a family-owned company serving the Greater Dayton area since 1987. Call today for a free estimate.',
    ),
    'Dayton Plumbing Pros.',
    'nothing but the name says what it does: the name, less its legal form',
  );
  t.equal(
    cleanDescription(
      'First Prairie Bank is a community bank offering checking accounts and loans. Member FDIC. Eight branches in eastern Nebraska.',
    ),
    'community bank. Offering checking accounts and loans.',
    'the kind of establishment first, its offer after; "Member FDIC" and the branches go',
  );
  t.equal(
    cleanDescription(
      'Red Mesa Transport Inc. is an asset-based carrier hauling truckload freight across the lower 48 states.',
    ),
    'asset-based carrier. Hauling truckload freight.',
    '"-based" is a word, not "based in"; "across the ... states" is where, not what',
  );
  t.equal(
    cleanDescription(
      'Coastal Realty Group helps buyers and sellers of homes throughout Orange County as licensed real estate brokers.',
    ),
    'Coastal Realty Group helps buyers and sellers of homes as real estate brokers.',
    'where it works ends where a clause says more; "real estate" is not a state',
  );
  t.equal(
    cleanDescription(
      'ProCoat Painting paints homes and commercial buildings. Fully insured with over 20 years of experience.',
    ),
    'ProCoat Painting paints homes and commercial buildings.',
  );
  t.equal(
    cleanDescription(
      'Harlan & Reese CPAs, P.C. provides audits and tax returns, since 1972, for closely held companies.',
    ),
    'Harlan & Reese CPAs provides audits and tax returns, for closely held companies.',
    'a clause of age goes, the sentence stays',
  );
  t.equal(
    cleanDescription('Strike Zone Lanes is a 32-lane bowling center with leagues and a snack bar.'),
    'bowling center. With leagues and a snack bar.',
    'a size before the noun is how big, not what: the kind of establishment is "bowling center"',
  );
});

t.test('a sentence inviting the reader in is not an activity', async (t) => {
  t.equal(
    cleanDescription('Sunrise Bakery bakes fresh bread and custom cakes on Main Street. Stop by for coffee!'),
    'Sunrise Bakery bakes fresh bread and custom cakes on Main Street.',
  );
  t.equal(
    cleanDescription('We repair bicycles and sell parts. Drop in any time, or come see us downtown.'),
    'We repair bicycles and sell parts.',
  );
});

t.test('a sentence saying only whom the firm works with is not an activity', async (t) => {
  t.equal(
    cleanDescription(
      'Eastside Collision repairs dents, frames and paint after accidents. We work with all insurance companies.',
    ),
    'Eastside Collision repairs dents, frames and paint after accidents.',
  );
  t.equal(
    cleanDescription('We repair roofs. We work with homeowners and builders, and we install gutters.'),
    'We repair roofs. We work with homeowners and builders, and we install gutters.',
    'a sentence that also says what it does stays',
  );
});

t.test('a kind said in one noun is read as the name says it', async (t) => {
  t.equal(
    cleanDescription('Lakeshore Insurance Agency is an independent agency offering auto and home insurance.'),
    'Insurance Agency. Offering auto and home insurance.',
    '"agency" alone is any sector\'s; the name says which',
  );
  t.equal(
    cleanDescription('Lakeshore Agency is an agency offering auto and home insurance.'),
    'agency. Offering auto and home insurance.',
    'a name of two words is most often the brand and the kind: the kind as said',
  );
  t.equal(
    cleanDescription('Lakeshore Travel Group is a travel agency offering cruises.'),
    'travel agency. Offering cruises.',
    'a kind of two words is said already',
  );
});

t.test('the kind before what it does, whatever verb opens the offer; its members; where it stands', async (t) => {
  t.equal(
    cleanDescription('Kramer & Associates is a law firm representing clients in personal injury cases.'),
    'law firm. Representing clients in personal injury cases.',
    '"representing" opens the offer as "providing" does',
  );
  t.equal(
    cleanDescription(
      'Bright Wire Electric is an electrical contractor handling residential wiring and panel upgrades.',
    ),
    'electrical contractor. Handling residential wiring and panel upgrades.',
    '"handling" too: the offer\'s "build-outs" once outweighed the contractor',
  );
  t.equal(
    cleanDescription('Acme is a residential building contractor.'),
    'residential building contractor.',
    'a verb that also modifies a noun opens no offer before the noun: a building contractor stays one',
  );
  t.equal(cleanDescription('Acme is a material handling equipment dealer.'), 'material handling equipment dealer.');
  t.equal(
    cleanDescription('Lakeside Family Medicine is a group of board-certified physicians providing primary care.'),
    'physicians. Providing primary care.',
    "a group of physicians is a physicians' office; board certification is a credential",
  );
  t.equal(
    cleanDescription('The Seaside Inn is a boutique hotel steps from the beach.'),
    'boutique hotel.',
    'what it is near says where it is, not what it does',
  );
  t.equal(
    cleanDescription('Olive & Vine is an award-winning restaurant in the heart of downtown Napa.'),
    'restaurant.',
  );
});

t.test('praise goes, a kind that sounds like praise stays', async (t) => {
  t.equal(
    cleanDescription('The Copper Kettle is a full-service restaurant and bar.'),
    'full-service restaurant and bar.',
    'NAICS tells full-service restaurants from limited-service ones',
  );
  t.equal(cleanDescription('Smith Electric is a full service electrical contractor.'), 'electrical contractor.');
  t.equal(cleanDescription('Sweet Crumb Bakery is a neighborhood bakery.'), 'bakery.', 'the neighborhood is where');
});

t.test("a standard or a body's seal is a credential, not the activity", async (t) => {
  // "certified" met Certified Public Accountants: "an ISO 9001 certified job shop" answered 541211 before Machine Shops
  t.equal(
    cleanDescription('Acme Tool, Inc. is an ISO 9001:2015 certified machine shop making fixtures for plants.'),
    'machine shop. Making fixtures for plants.',
  );
  t.equal(
    cleanDescription('Apex Medical is an ISO 13485 and FDA-registered manufacturer of surgical instruments.'),
    'manufacturer of surgical instruments.',
    'two seals joined',
  );
  t.equal(
    cleanDescription('Our ASE-certified technicians fix brakes and engines on all makes of cars and trucks.'),
    'Our technicians fix brakes and engines on all makes of cars and trucks.',
  );
  // what the word certifies stays: a kind, or an acronym that names the trade
  t.equal(
    cleanDescription('Harlan CPAs is a certified public accounting firm providing audits and tax returns.'),
    'certified public accounting firm. Providing audits and tax returns.',
  );
  t.equal(
    cleanDescription('Cool Air is an HVAC certified contractor installing furnaces and air conditioners in homes.'),
    'HVAC certified contractor. Installing furnaces and air conditioners in homes.',
  );
});

t.test('an area named by two places joined by a dash is where, not what', async (t) => {
  t.equal(
    cleanDescription('Oak & Stone Realty helps families buy and sell homes in the Raleigh-Durham area.'),
    'Oak & Stone Realty helps families buy and sell homes.',
  );
  t.equal(
    cleanDescription('Lone Star Movers packs and moves households in the Dallas–Fort Worth area.'),
    'Lone Star Movers packs and moves households.',
  );
});
