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
});
