import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';

/**
 * The systems the coding aids label are read per database (aidEvidence.ts `labelled`): a process serving one
 * database, then another whose aids label other systems, reads the second's aids at once. Kept per process for
 * 30 s, they answered the second database with the first's systems, and its aid phrases were not read.
 */
t.test("a database's aids are read though another database's were read just before", async (t) => {
  const first = await projectedTestJobs(
    t,
    [node('1', 'Community workers'), node('11', 'Grief workers', '1')],
    [{ ...alternateTitle('1', 'Welfare officer'), system: 'other_jobs' }],
  );
  // classify once in the first database: its aids label other_jobs only
  t.notOk((await first.codes('Parish visitor')).includes('11'), 'the first database: no aid names 11');

  const second = await projectedTestJobs(
    t,
    [node('1', 'Community workers'), node('11', 'Grief workers', '1')],
    [alternateTitle('11', 'Parish visitor')],
  );
  t.equal((await second.codes('Parish visitor'))[0], '11', "the second database's aid phrase names its code");
});
