import t from 'tap';
import { queryWords } from '../../../projections/classify/text.ts';

/**
 * The verbs that introduce what a firm does are not what it does: "provides janitorial services" met every NAICS
 * description's "providing ..." and "specializing in" the titles' "Specialists" (Offices of Physicians, Mental Health
 * Specialists for "a physician practice specializing in sports medicine").
 */
t.test('the verbs of offer are not ideas of a description', async (t) => {
  t.same(queryWords('Stellar Cleaning provides janitorial services'), [
    'stellar',
    'cleaning',
    'janitorial',
    'services',
  ]);
  t.same(queryWords('offering auto insurance, specializing in collision repair'), [
    'auto',
    'insurance',
    'collision',
    'repair',
  ]);
});

t.test('the words naming kinds of establishment stay', async (t) => {
  t.same(queryWords('specialized freight trucking'), ['specialized', 'freight', 'trucking']);
  t.same(queryWords('internet service provider'), ['internet', 'service', 'provider']);
  t.same(queryWords('specialty hospital'), ['specialty', 'hospital']);
});
