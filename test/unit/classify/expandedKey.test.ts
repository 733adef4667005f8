import t from 'tap';
import { expandedKey } from '../../../projections/classify/expand.ts';
import { phraseKey } from '../../../projections/classify/aids.ts';

/** The second key of a text for the coding aids' exact phrases: its abbreviations spelt out, every word it says kept. */
t.test("the expanded key says exactly the text's words, its abbreviations spelt out", async (t) => {
  t.equal(expandedKey('Maint Tech'), phraseKey('Maintenance Technician'), 'abbreviations spelt out');
  t.equal(expandedKey('Sr. Maint Tech'), phraseKey('Maintenance Technician'), 'seniority left out');
  t.equal(expandedKey('Business Manager'), phraseKey('Business Manager'), '"Business Manager" is not "Manager"');
  t.equal(expandedKey('Family Therapist'), phraseKey('Family Therapist'), 'a title word free text would drop is kept');
  t.equal(expandedKey('IT Mgr'), phraseKey('Information Technology Manager'), 'an upper-case abbreviation');
  t.equal(expandedKey('Dir of Operations'), phraseKey('Director of Operations'), '"Dir" is a director');
});
