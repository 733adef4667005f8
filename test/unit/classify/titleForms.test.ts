import t from 'tap';
import { formSaying, titleForms } from '../../../projections/classify/titleForms.ts';
import { phraseKey } from '../../../projections/classify/aids.ts';

t.test("an O*NET entry's two forms of one title", async (t) => {
  t.same(titleForms('Prep Cook (Preparation Cook)'), ['Prep Cook', 'Preparation Cook']);
  t.same(titleForms('Certified Therapeutic Recreation Specialist (CTRS)'), [
    'Certified Therapeutic Recreation Specialist',
    'CTRS',
  ]);
  t.same(titleForms('Registered Radiologic Technologist (RT (R))'), [], 'a nested parenthesis is no second form');
  t.same(titleForms('Prep Cook'), [], 'one form');
  const keys = new Set([phraseKey('CTRS')]);
  t.same(formSaying('Certified Therapeutic Recreation Specialist (CTRS)', keys), {
    form: 'CTRS',
    key: phraseKey('CTRS'),
  });
  t.equal(formSaying('Certified Therapeutic Recreation Specialist (CTRS)', new Set(['recreat'])), undefined);
});
