import t from 'tap';
import { refinersOf } from '../../../projections/classify/refine.ts';

t.test('ISIC Rev 4 searched alone is read through NACE Rev 2, which refines it class for class', async (t) => {
  t.same(refinersOf(['isic_rev4']), ['nace_rev2']);
  t.same(refinersOf(['isic_rev4', 'nace_rev2']), [], 'NACE searched already: ranked as itself');
  t.same(refinersOf(['naics_2022', 'soc_2018']), [], 'no refinement known');
});
