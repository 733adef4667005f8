/**
 * `taxonomy audit --editions` (issue 37): per edition of a system, what is official, derived and missing, read from
 * what the sample with the official files serves. Every expected figure is read from the read models here.
 */
import t, { type Test } from 'tap';
import { cliInProcess } from '../../helpers/cliInProcess.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { envForTest } from '../../helpers/env.ts';
import { sourceCaveat } from '../../../cli/officialSourceFacts.ts';

const stack = await createTestStack(t, { official: true });
/**
 * The CLI reads its database from the environment, set while each test runs and restored after it: the e2e files
 * share one process (test/helpers/oneProcess.ts), and this file's top level runs while an earlier file's tests do.
 */
const onStack = (t: Test) => envForTest(t, { DATABASE_URL: stack.db.url, REDIS_URL: '' });
const one = async (sql: string, params: unknown[]) => (await stack.db.pool.query(sql, params)).rows[0];
type Fact = { what: string; detail: string; count?: number; codes?: string[] };
type Edition = {
  system: string;
  loaded: boolean;
  code_count: number;
  official: Fact[];
  derived: Fact[];
  missing: Fact[];
};

const audit = async (...args: string[]) => {
  const r = await cliInProcess(['audit', '--editions', ...args], { captureStdout: true });
  return r;
};
const json = async (...args: string[]) => {
  const r = await audit('--json', ...args);
  t.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as { pairs: { from: string; to: string; editions: [Edition, Edition] }[] };
};

t.test(
  'NACE Rev. 2 and Rev. 2.1: official structures and correspondence, labels missing where only one has them',
  async (t) => {
    onStack(t);
    const r = await json();
    const nace = r.pairs.find((p) => p.from === 'nace_rev2' && p.to === 'nace_rev21')!;
    t.ok(nace, 'the NACE succession is audited by default');
    const [rev2, rev21] = nace.editions;
    for (const e of [rev2, rev21]) {
      const n = (await one(`SELECT count(*)::int AS n FROM nodes WHERE system = $1`, [e.system])).n;
      t.equal(e.code_count, n, `${e.system}: its codes`);
      t.match(e.official, [{ what: 'structure', count: n }], `${e.system}: structure from the official file`);
      const links = (
        await one(
          `SELECT count(*)::int AS n FROM equivalences WHERE provenance->>'kind' = 'official'
            AND ((source_system = 'nace_rev2' AND target_system = 'nace_rev21') OR (source_system = 'nace_rev21' AND target_system = 'nace_rev2'))`,
          [],
        )
      ).n;
      const stated = e.official.filter((f) => f.what === 'correspondence').reduce((a, f) => a + (f.count ?? 0), 0);
      t.ok(links > 0 && stated === links, `${e.system}: the official links (${links})`);
      // the classes the table links to nothing are those the edition diff calls added (new) or removed (old)
      const change = e.system === 'nace_rev2' ? 'removed' : 'added';
      const diff = await stack.app.inject(
        `/api/v1/editions/nace_rev2/nace_rev21/diff?level=4&change=${change}&limit=500`,
      );
      const alone = diff
        .json()
        .items.flatMap((i: { from: { code: string }[]; to: { code: string }[] }) =>
          (change === 'added' ? i.to : i.from).map((c) => c.code),
        );
      const gap = e.missing.find((f) => f.what === 'links');
      t.equal(gap?.count ?? 0, alone.length, `${e.system}: as many leaves without a link as ${change} classes`);
      t.ok(
        (gap?.codes ?? []).every((c) => alone.includes(c)),
        `${e.system}: the leaves named are ${change} classes`,
      );
    }
    const sets = (await stack.db.pool.query(`SELECT lang, provenance FROM label_sets WHERE system = 'nace_rev21'`))
      .rows;
    t.ok(sets.length > 0, 'Rev. 2.1 has labels in other languages');
    for (const s of sets) {
      const side = s.provenance === 'official' ? rev21.official : rev21.derived;
      t.ok(
        side.some((f) => f.what === `labels:${s.lang}`),
        `Rev. 2.1 labels in ${s.lang} are ${s.provenance}`,
      );
      const gap = rev2.missing.find((f) => f.what === `labels:${s.lang}`);
      const own = (
        await one(`SELECT count(*)::int AS n FROM node_labels WHERE system = 'nace_rev2' AND lang = $1`, [s.lang])
      ).n;
      if (own === 0) t.equal(gap?.count, rev2.code_count, `Rev. 2 has no label in ${s.lang}: all its codes missing`);
    }
    const gap = rev2.missing.find((f) => f.what.startsWith('labels:'))!;
    t.equal(gap.codes?.length, 10, 'the first 10 codes named (--limit 10 by default)');
  },
);

t.test('ISIC Rev. 4 and Rev. 5: a re-saved copy is derived, no official correspondence is missing', async (t) => {
  onStack(t);
  const r = await json('--limit', '3');
  const isic = r.pairs.find((p) => p.from === 'isic_rev4' && p.to === 'isic_rev5')!;
  const [rev4, rev5] = isic.editions;
  t.ok(rev4.loaded && rev5.loaded);
  t.match(rev4.official, [{ what: 'structure' }], 'Rev. 4 from the publisher’s file');
  t.match(
    rev5.derived.find((f) => f.what === 'structure'),
    { detail: /DERIVED/ },
    'Rev. 5 from a copy its SOURCE.md calls DERIVED',
  );
  for (const e of [rev4, rev5])
    t.match(
      e.missing.find((f) => f.what === 'correspondence'),
      { detail: /no official correspondence/ },
      `${e.system}: no table`,
    );
  const official = (await stack.db.pool.query(`SELECT lang FROM label_sets WHERE system = 'isic_rev4'`)).rows;
  for (const { lang } of official) {
    const gap = rev5.missing.find((f) => f.what === `labels:${lang}`);
    t.ok(gap && gap.codes!.length <= 3, `Rev. 5 misses ${lang} labels Rev. 4 has (first 3 named)`);
  }
  const unlinked = (
    await one(
      `SELECT count(*)::int AS n FROM nodes n WHERE system = 'isic_rev5' AND child_count = 0 AND NOT EXISTS
         (SELECT 1 FROM equivalences e WHERE (e.source_system = 'isic_rev5' AND e.source_code = n.code AND e.target_system = 'isic_rev4')
             OR (e.target_system = 'isic_rev5' AND e.target_code = n.code AND e.source_system = 'isic_rev4'))`,
      [],
    )
  ).n;
  const stated = rev5.missing.find((f) => f.what === 'links')?.count ?? 0;
  t.equal(stated, unlinked, `Rev. 5 leaves without a link to Rev. 4: ${unlinked}`);
});

t.test('text by default, any pair with --pair, and usage errors', async (t) => {
  onStack(t);
  const text = await audit();
  t.equal(text.code, 0, text.stderr);
  t.match(text.stdout, /NACE Rev\. 2 → NACE Rev\. 2\.1 \(nace_rev2 → nace_rev21\)/);
  t.match(text.stdout, /\n nace_rev21 — .*\n {2}official:\n {4}structure: \d+ codes from nace_rev21\//);
  t.match(text.stdout, / {2}missing:\n/);
  const other = await json('--pair', 'naics_2022,no_such_edition');
  t.same(other.pairs.length, 1);
  t.match(
    other.pairs[0].editions[1],
    { loaded: false, missing: [{ what: 'edition' }] },
    'an edition not loaded says so',
  );
  for (const bad of [
    ['--pair', 'nace_rev2'],
    ['--pair', 'a,a'],
    ['--limit', '0'],
  ]) {
    const r = await audit(...bad);
    t.equal(r.code, 2, `${bad.join(' ')}: a usage error`);
  }
  const stray = await cliInProcess(['audit', '--pair', 'a,b'], { captureStdout: true });
  t.equal(stray.code, 2, '--pair without --editions: a usage error');
});

t.test("a SOURCE.md's warning that its file is a copy", async (t) => {
  onStack(t);
  t.match(
    sourceCaveat('# x\n\n**DERIVED (near-original): re-saved.** More.\n'),
    /^DERIVED \(near-original\): re-saved\./,
  );
  t.equal(sourceCaveat('# x\n\nPublisher: UNSD.\n'), null);
});
