/** The data-quality report names the corpus's defects and shrinks once the official files are applied. */
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const report = async (app: any, q = '') => {
  const r = await app.inject({ method: 'GET', url: `/api/v1/audit/quality?limit=500${q}` });
  return { status: r.statusCode, body: r.json() };
};
const check = (body: any, kind: string) => body.checks.find((c: any) => c.kind === kind);

t.test('the report names the codes of each defect, and official files shrink it', async (t) => {
  const corpus = await createTestStack(t);
  const before = (await report(corpus.app)).body;
  const dup = check(before, 'duplicate_sibling_titles');
  t.ok(
    dup.items.some((f: any) => f.system === 'nace_rev2' && f.codes.includes('10.12') && f.codes.includes('10.13')),
    'NACE 10.12 and 10.13 share a title in the corpus',
  );
  t.ok(
    check(before, 'total_roots').items.some((f: any) => f.system === 'hs_2022' && f.codes[0] === 'TOTAL'),
    'HS has a TOTAL root',
  );
  t.ok(
    check(before, 'unrelated_groups').items.some(
      (f: any) => f.codes.includes('naics_2022:211130') && f.codes.includes('isic_rev4:620'),
    ),
    'natural gas extraction meets computer programming',
  );
  const officialItems = (kind: string, body = before) => check(body, kind)?.items ?? [];
  const names = (items: any[], system: string, ...codes: string[]) =>
    items.some((f: any) => f.system === system && codes.every((c) => f.codes.includes(c)));
  t.ok(
    names(officialItems('official_title_differs'), 'nace_rev2', '10.13'),
    'the official file titles NACE 10.13 otherwise than the corpus',
  );
  t.ok(names(officialItems('only_in_served'), 'isco_08', '110'), 'ISCO 110 is no official code');
  t.ok(names(officialItems('only_in_served'), 'hs_2022', 'TOTAL'), 'HS TOTAL is no official code');
  t.ok(names(officialItems('only_in_official'), 'isco_08', '0110'), 'the official ISCO 0110 is not served');
  t.ok(
    names(officialItems('official_edge_contradicted'), 'naics_2022', 'naics_2022:211130', 'isic_rev4:620'),
    'the NAICS 2017↔ISIC 4 table contradicts natural gas extraction → ISIC 620',
  );
  t.ok(
    names(officialItems('official_edge_missing'), 'naics_2022', 'naics_2022:211130', 'isic_rev4:0620'),
    'the table states 211130 → 0620, which the corpus does not serve',
  );
  const one = (await report(corpus.app, '&system=nace_rev2')).body;
  t.ok(
    one.checks.every((c: any) =>
      c.items.every((f: any) => f.system === 'nace_rev2' || f.codes.join().includes('nace_rev2')),
    ),
  );
  t.equal((await report(corpus.app, '&limit=0')).status, 400);

  const official = await createTestStack(t, { official: true });
  const after = (await report(official.app)).body;
  t.notOk(
    check(after, 'duplicate_sibling_titles').items.some(
      (f: any) => f.system === 'nace_rev2' && f.codes.includes('10.12'),
    ),
  );
  t.notOk(
    check(after, 'total_roots').items.some((f: any) => f.system === 'hs_2022'),
    'no TOTAL root in official HS',
  );
  t.ok(after.total < before.total, `${before.total} findings before, ${after.total} after`);
  for (const kind of [
    'official_title_differs',
    'only_in_served',
    'only_in_official',
    'official_edge_contradicted',
    'official_edge_missing',
  ]) {
    const [b, a] = [check(before, kind).total, check(after, kind).total];
    t.ok(a < b, `${kind}: ${b} findings before the official files, ${a} after`);
  }
  t.notOk(
    names(officialItems('only_in_served', after), 'isco_08', '110'),
    'no ISCO 110 once the official file applies',
  );
  t.notOk(
    names(officialItems('official_edge_contradicted', after), 'naics_2022', 'naics_2022:211130', 'isic_rev4:620'),
    'no contradicted 211130 → 620 once reconciled',
  );
});
