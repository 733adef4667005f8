import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';

/** An official coding aid's phrases, ingested as events, carry their code: words no title has, and exact phrases first. */
t.test('coding aid phrases are classify evidence for their code', async (t) => {
  const { db, aid, matches } = await projectedTestJobs(t, [
    node('1', 'Vehicle operators'),
    node('11', 'Heavy truck drivers', '1'),
    node('12', 'Cooks, restaurant', '1'),
    node('13', 'Truck mechanics', '1'),
  ]);
  const top = async (text: string) => (await matches(text)).map((m) => ({ code: m.code, evidence: m.evidence }));
  t.same(await top('zorblat pilot'), [], 'no title says it');

  const phrases = [
    alternateTitle('11', 'Zorblat pilot'),
    { system: 'test_jobs', code: '12', phrase: 'Line cook', kind: 'direct_match_title' as const },
    alternateTitle('12', 'Truck stop griddle cook'),
  ];
  t.same(await aid(phrases), { added: 3, removed: 0 });
  t.same(await aid(phrases), { added: 0, removed: 0 });

  const [lorry] = await top('zorblat pilot');
  t.same(lorry, {
    code: '11',
    evidence: { kind: 'alternate_title', aid: 'test_titles', phrase: 'Zorblat pilot' },
  });
  t.equal((await top('Line cook'))[0]?.code, '12', 'a direct-match title');
  t.equal(
    (await top('griddle cook at a truck stop'))[0]?.code,
    '12',
    'the phrase in another order: still the phrase, not the titles sharing "truck"',
  );
  t.same((await top('truck mechanic'))[0], { code: '13', evidence: { kind: 'title' } }, 'a title still answers');

  await aid(phrases.slice(1));
  t.same(await top('zorblat pilot'), [], 'a phrase the aid no longer lists is gone');
  const rows = await db.pool.query('SELECT aid, code, phrase, kind FROM classify_aid_phrases ORDER BY phrase');
  t.same(
    rows.rows.map((r) => r.phrase),
    ['Line cook', 'Truck stop griddle cook'],
    'the phrases table holds what the aid lists now',
  );
});

/**
 * Words only an aid says are words of the index: one a title lacks is never read as a typo of a title's word
 * ("Skinner" is not "Spinner"); and a catch-all an aid names exactly keeps its place above a named code whose
 * other phrases share the words (O*NET's "Drapery Hanger" is SOC 47-4099, "... All Other").
 */
t.test("an aid's own words and its catch-all codes", async (t) => {
  const { codes } = await projectedTestJobs(
    t,
    [
      node('1', 'Production workers'),
      node('11', 'Spinners', '1'),
      node('12', 'Meat cutters', '1'),
      node('13', 'Upholsterers', '1'),
      node('19', 'Production workers, all other', '1'),
    ],
    [
      alternateTitle('12', 'Skinner'),
      alternateTitle('19', 'Drapery hanger'),
      alternateTitle('13', 'Drapery upholsterer'),
      alternateTitle('13', 'Wallpaper hanger'),
    ],
  );
  for (const text of ['Skinner', 'Senior Skinner, Night Shift']) {
    const got = await codes(text);
    t.equal(got[0], '12', `${text}: the code the aid names`);
    t.notOk(got.includes('11'), `${text}: the aid's word is not read as a typo of the title word "Spinners"`);
  }
  t.equal(
    (await codes('Drapery Hanger'))[0],
    '19',
    'the catch-all the aid names, before the upholsterers sharing both words',
  );
});

/**
 * Of the codes an aid names exactly, the one whose phrase says the text as written comes first ("Sewer System
 * Supervisor" is one code's phrase, "Sewer Systems Supervisor" another's, which more phrases back); and a title's
 * every word is part of its key ("Business Manager" is one code's phrase, not the "Manager" of another).
 */
t.test('exact aid phrases: the words as written first, every word of a title kept', async (t) => {
  const { codes } = await projectedTestJobs(
    t,
    [
      node('1', 'Supervisors and managers'),
      node('21', 'Construction supervisors', '1'),
      node('22', 'Production supervisors', '1'),
      node('30', 'Food service managers', '1'),
      node('31', 'Administrative services managers', '1'),
    ],
    [
      alternateTitle('21', 'Sewer Systems Supervisor'),
      alternateTitle('21', 'Sewer System Maintenance Supervisor'),
      alternateTitle('22', 'Sewer System Supervisor'),
      alternateTitle('30', 'Manager'),
      alternateTitle('31', 'Business Manager'),
    ],
  );
  t.equal((await codes('Sewer System Supervisor'))[0], '22', 'the phrase as written');
  t.equal((await codes('Sewer Systems Supervisor'))[0], '21', 'and the other form is the other code');
  t.equal((await codes('Business Manager'))[0], '31', '"Business Manager", not "Manager"');
  t.equal((await codes('Manager'))[0], '30', '"Manager" is still its own phrase');
});
