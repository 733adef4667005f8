import t from 'tap';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { reportRepairs } from '../../../cli/ingest.ts';

t.test(
  'the repairs list is written even when DATA_DIR does not exist yet (DATABASE_URL set, nothing embedded)',
  async (t) => {
    const dataDir = path.join(t.testdir(), 'not', 'yet');
    reportRepairs(dataDir, [
      {
        rule: 'lost_leading_zero',
        edge: 'naics_2022:211130 -> isic_rev4:620',
        now: 'naics_2022:211130 -> isic_rev4:0620',
      },
      { rule: 'contradicted_by_official', edge: 'a:1 -> b:2', now: null },
    ]);
    t.same(readFileSync(path.join(dataDir, 'repairs.tsv'), 'utf8').split('\n').slice(0, -1), [
      'rule\tedge\tnow',
      'lost_leading_zero\tnaics_2022:211130 -> isic_rev4:620\tnaics_2022:211130 -> isic_rev4:0620',
      'contradicted_by_official\ta:1 -> b:2\t',
    ]);
  },
);
