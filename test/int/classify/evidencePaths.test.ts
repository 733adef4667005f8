import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { HUBS } from '../../../projections/classify/carry.ts';
import { crosswalkTargets } from '../../../projections/classify/queries.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * Evidence carried along two crosswalk edges through an international standard (carry.ts `HUBS`):
 * a system with no edge into the one searched (NAICS has none into NACE, with the official files; ESCO
 * has edges only to ISCO) reaches it through ISIC or ISCO, and the answer names the hub code.
 */
t.test('evidence reaches a system through a hub standard', async (t) => {
  const { app, db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  // a NAICS code with no edge into NACE whose ISIC code has one
  const {
    rows: [path],
  } = await db.pool.query<{ naics: string; title: string; isic: string; nace: string }>(
    `SELECT e1.source_code AS naics, n.title, e1.target_code AS isic, e2.target_code AS nace
       FROM equivalences e1
       JOIN equivalences e2 ON e2.source_system = 'isic_rev4' AND e2.source_code = e1.target_code
                           AND e2.target_system = 'nace_rev2'
       JOIN nodes n ON n.system = 'naics_2022' AND n.code = e1.source_code
      WHERE e1.source_system = 'naics_2022' AND e1.target_system = 'isic_rev4'
        AND NOT EXISTS (SELECT 1 FROM equivalences d WHERE d.source_system = 'naics_2022'
                           AND d.source_code = e1.source_code AND d.target_system = 'nace_rev2')
        AND n.title = 'Dairy Cattle and Milk Production'
      LIMIT 1`,
  );
  t.ok(path, 'the sample corpus holds such a path');

  t.test('a NAICS code reaches NACE through its ISIC code', async (t) => {
    t.same(await crosswalkTargets(db.pool, [['naics_2022', path.naics]], ['nace_rev2'], 50), [], 'no direct edge');
    const rows = await crosswalkTargets(db.pool, [['naics_2022', path.naics]], ['nace_rev2'], 50, HUBS);
    t.match(rows, [{ system: 'nace_rev2', code: path.nace, through_system: 'isic_rev4', through_code: path.isic }]);
  });

  t.test('a hub code that is a source itself is carried once, directly', async (t) => {
    const rows = await crosswalkTargets(
      db.pool,
      [
        ['naics_2022', path.naics],
        ['isic_rev4', path.isic],
      ],
      ['nace_rev2'],
      50,
      HUBS,
    );
    t.ok(rows.length > 0);
    t.ok(
      rows.every((r) => r.through_system === null),
      'the ISIC code carries its own match; NAICS adds no second path through it',
    );
  });

  t.test('the answer says the path: the source code and the hub it went through, alike in REST', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/classify',
      payload: { text: 'dairy cattle and milk production', systems: ['nace_rev2'] },
      remoteAddress: '10.9.6.1',
    });
    t.equal(res.statusCode, 200);
    const match = res.json().standard_matches.find((m: { code: string }) => m.code === path.nace);
    t.match(match?.via, {
      system: 'naics_2022',
      code: path.naics,
      through: { system: 'isic_rev4', code: path.isic, title: String },
    });
    const direct = await classify(db.pool, { text: 'dairy cattle and milk production', systems: ['nace_rev2'] });
    t.same(
      direct.standard_matches.map((m) => m.code),
      res.json().standard_matches.map((m: { code: string }) => m.code),
    );
  });
});
