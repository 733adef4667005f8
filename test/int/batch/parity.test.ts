import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * A batch item is the answer its single route gives (issue 40: one entry function per capability), asked
 * with default parameters on both doors: a code's look-up, its translation into a target system, a text's
 * classification.
 */
t.test('a batch item answers what the single route answers', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
    t.equal(res.statusCode, 200, `POST ${url}`);
    return res.json();
  };
  const get = async (url: string) => {
    const res = await app.inject(`/api/v1${url}`);
    t.equal(res.statusCode, 200, `GET ${url}`);
    return res.json();
  };

  const codes = [
    ['naics_2022', '484'],
    ['naics_2022', '484110'],
    ['isic_rev4', '4923'],
    ['soc_2018', '53-3032'],
  ];
  const looked = await post('/batch/lookup', { items: codes.map(([system, code]) => ({ system, code })) });
  for (const [i, [system, code]] of codes.entries()) {
    const node = await get(`/systems/${system}/nodes/${encodeURIComponent(code)}`);
    const { index: _, system: __, code: ___, ...fields } = looked.items[i];
    t.ok(fields.title && fields.level, `lookup ${system} ${code} found`);
    t.same(fields, Object.fromEntries(Object.keys(fields).map((k) => [k, node[k]])), `lookup ${system} ${code}`);
  }

  const pairs = [
    ['naics_2022', '484110', 'isic_rev4'],
    ['naics_2022', '484', 'isic_rev4'],
    ['isic_rev4', '4923', 'naics_2022'],
    ['soc_2018', '53-3032', 'isco_08'],
  ];
  for (const [system, code, target] of pairs) {
    const batch = await post('/batch/translate', { items: [{ system, code }], targets: [target] });
    const single = await get(`/systems/${system}/nodes/${encodeURIComponent(code)}/translations?targets=${target}`);
    const theirs = (single.systems ?? []).find((s: { system: string }) => s.system === target)?.matches ?? [];
    t.ok(theirs.length, `${system} ${code} reaches ${target}`);
    t.same(
      batch.items[0].matches.map((m: { code: string; match_type: string }) => `${m.code} ${m.match_type}`),
      theirs.map((m: { code: string; match_type: string }) => `${m.code} ${m.match_type}`),
      `translate ${system} ${code} -> ${target}`,
    );
  }

  for (const text of ['long haul trucking', 'we bake bread and cakes', 'registered nurse']) {
    const batch = await post('/batch/classify', { texts: [text] });
    const single = await post('/classify', { text });
    t.same(batch.items[0].standard_matches, single.standard_matches, `classify "${text}"`);
    t.same(batch.items[0].domain_matches, single.domain_matches, `classify "${text}", domain matches`);
  }
});
