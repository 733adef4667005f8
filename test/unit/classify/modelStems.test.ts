import t from 'tap';
import { modelStems } from '../../../projections/classify/expand.ts';
import { terms } from '../../../projections/classify/text.ts';

t.test(
  'the model reads a title as the ranker does: abbreviations spelt out, typos read as the indexed words',
  async (t) => {
    t.same(modelStems('Pharmacy Tech'), terms('Pharmacy Technician'), 'Tech is technician');
    t.same(modelStems('HR Mgr'), terms('human resources manager'), 'HR and Mgr spelt out');
    t.same(
      modelStems('IT Manager'),
      terms('information technology manager'),
      'upper-case IT is information technology',
    );
    const [typo] = terms('Tchnician');
    const [right] = terms('Technician');
    t.same(
      modelStems('Pharmacy Tchnician', new Map([[typo, right]])),
      terms('Pharmacy Technician'),
      'a corrected typo',
    );
    t.same(modelStems('it is a bakery'), terms('it is a bakery'), 'lower-case "it" stays a word');
  },
);
