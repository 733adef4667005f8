import t from 'tap';
import { storedTranslation } from '../../../projections/equivalences/storedAnswers.ts';
import { buildStoredAnswers } from '../../../projections/equivalences/answerBuild.ts';
import { hierarchyMatch } from '../../../projections/equivalences/hierarchy.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

/**
 * Translation through the hierarchy (projections/equivalences/hierarchy.ts), on the sample with the
 * official files: the README's truck driver, group codes translating through their leaves with the
 * coverage said, both ways, the same on every door (REST, MCP, batch, reconciliation, the code page)
 * and in the stored answers.
 */

type Match = {
  code: string;
  match_type: string;
  derived?: string;
  coverage?: { source_leaves: number; source_leaves_total: number; summary: string };
};
type System = { system: string; matches: Match[] };

t.test(
  'group codes translate through their descendants, target groups are reached through their children',
  async (t) => {
    const s = await createTestStack(t, {
      official: true,
      env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' },
    });
    const translations = async (system: string, code: string, query = '') => {
      const r = await s.app.inject(`/api/v1/systems/${system}/nodes/${encodeURIComponent(code)}/translations${query}`);
      t.equal(r.statusCode, 200, `${system} ${code} translates`);
      return r.json() as { systems: System[]; truncated: boolean };
    };
    const match = (body: { systems: System[] }, system: string, code: string) =>
      body.systems.find((x) => x.system === system)?.matches.find((m) => m.code === code);
    // the leaves of NAICS 484, as the catalog has them
    const { rows: leaves } = await s.db.pool.query<{ code: string }>(
      `SELECT code FROM nodes WHERE system = 'naics_2022' AND code LIKE '484%' AND child_count = 0 ORDER BY code`,
    );
    t.ok(leaves.length > 1, `NAICS 484 has ${leaves.length} leaves`);

    t.test('NAICS 484 (a group whose ISIC links sit on its leaves) reaches ISIC 4923 and NACE 49.41', async (t) => {
      const body = await translations('naics_2022', '484');
      const isic = match(body, 'isic_rev4', '4923');
      t.ok(isic, 'ISIC 4923 is reached');
      t.equal(isic?.derived, 'hierarchy', 'marked derived: hierarchy');
      t.same(
        [isic?.coverage?.source_leaves, isic?.coverage?.source_leaves_total],
        [leaves.length, leaves.length],
        'every leaf of 484 reaches it',
      );
      t.match(isic?.coverage?.summary, /covers \d+ of \d+ leaves of naics_2022 484/);
      t.not(isic?.match_type, 'exact', "its leaves' links are partial: the group's is not exact");
      const nace = match(body, 'nace_rev2', '49.41');
      t.ok(nace, 'NACE 49.41 is reached (through ISIC 4923)');
      t.equal(nace?.derived, 'hierarchy');
    });

    t.test('ISIC 4923 and NACE 49.41 reach NAICS 484 itself: every child of it is reached', async (t) => {
      for (const [system, code] of [
        ['isic_rev4', '4923'],
        ['nace_rev2', '49.41'],
      ]) {
        const body = await translations(system, code);
        const group = match(body, 'naics_2022', '484');
        t.ok(group, `${system} ${code} reaches NAICS 484`);
        t.equal(group?.derived, 'hierarchy');
        t.match(group?.coverage?.summary, /every code under naics_2022 484 is reached/);
        t.ok(match(body, 'naics_2022', leaves[0].code), 'the leaves it links stay listed');
      }
      t.ok(match(await translations('isic_rev4', '4923'), 'nace_rev2', '49.41'), 'ISIC 4923 reaches NACE 49.41');
      t.ok(match(await translations('nace_rev2', '49.41'), 'isic_rev4', '4923'), 'NACE 49.41 reaches ISIC 4923');
    });

    t.test('SOC 53-3032 and ISCO 8332 reach each other; the SOC group covers a part only', async (t) => {
      t.ok(match(await translations('soc_2018', '53-3032'), 'isco_08', '8332'));
      t.ok(match(await translations('isco_08', '8332'), 'soc_2018', '53-3032'));
      const group = match(await translations('soc_2018', '53-3030'), 'isco_08', '8332');
      t.ok(group, 'the SOC group 53-3030 reaches ISCO 8332 through 53-3032');
      t.ok(group!.coverage!.source_leaves < group!.coverage!.source_leaves_total, 'covering part of its leaves');
      t.ok(
        ['narrow', 'partial'].includes(group!.match_type),
        `a group covered in part is ${group!.match_type}, never exact`,
      );
    });

    t.test('NAICS 484 itself has no ISIC edge, and a leaf has nothing to combine', async (t) => {
      const { rows } = await s.db.pool.query(
        `SELECT 1 FROM equivalences WHERE (source_system = 'naics_2022' AND source_code = '484' AND target_system = 'isic_rev4')
          OR (target_system = 'naics_2022' AND target_code = '484' AND source_system = 'isic_rev4')`,
      );
      t.equal(rows.length, 0, 'no edge joins NAICS 484 itself to ISIC');
      const leaf = await translations('naics_2022', leaves[0].code);
      t.notOk(
        leaf.systems.some((x) => x.matches.some((m) => m.derived && m.coverage!.source_leaves_total !== 1)),
        'a leaf only covers itself',
      );
    });

    t.test('MCP translate_code and translate_across_all_systems say the same', async (t) => {
      const { call } = await connectMcp(t, s);
      const r = await call('translate_code', {
        source_system: 'naics_2022',
        source_code: '484',
        target_system: 'isic_rev4',
      });
      t.notOk(r.isError, 'answers');
      t.equal(r.structuredContent.found, true, 'NAICS 484 reaches ISIC over MCP');
      const m = r.structuredContent.translation.matches.find((x: Match) => x.code === '4923');
      t.equal(m?.derived, 'hierarchy');
      t.match(r.content[0].text, /4923 .*covers \d+ of \d+ leaves/, 'the text says the coverage');
      const nace = await call('translate_code', {
        source_system: 'naics_2022',
        source_code: '484',
        target_system: 'nace_rev2',
      });
      t.ok(
        nace.structuredContent.translation?.matches.some((x: Match) => x.code === '49.41'),
        'NAICS 484 reaches NACE 49.41 over MCP',
      );
      const none = await call('translate_code', {
        source_system: 'soc_2018',
        source_code: '53-3032',
        target_system: 'naics_2022',
      });
      t.equal(none.structuredContent.found, false, 'SOC 53-3032 has no link to NAICS in the data');
      t.notMatch(none.content[0].text, /translate its parent/, 'no advice to translate a parent');
      const all = await call('translate_across_all_systems', { system_id: 'naics_2022', code: '484' });
      t.same(all.structuredContent, await translations('naics_2022', '484'), 'the REST answer at the same defaults');
    });

    t.test('batch translate, reconciliation extend and the code page read the same translation', async (t) => {
      const batch = await s.app.inject({
        method: 'POST',
        url: '/api/v1/batch/translate',
        payload: { items: [{ system: 'naics_2022', code: '484' }], targets: ['nace_rev2', 'isic_rev4'] },
      });
      t.equal(batch.statusCode, 200);
      const items = batch.json().items[0].matches;
      t.match(items[0], { system: 'nace_rev2' }, 'in the order of the targets');
      t.ok(
        items.some(
          (m: any) => m.system === 'isic_rev4' && m.code === '4923' && m.derived === 'hierarchy' && m.coverage,
        ),
        'batch: NAICS 484 reaches ISIC 4923 with its coverage',
      );
      const extend = await s.app.inject({
        method: 'POST',
        url: '/api/v1/reconcile',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          extend: JSON.stringify({ ids: ['naics_2022/484'], properties: [{ id: 'translation:isic_rev4' }] }),
        }).toString(),
      });
      t.equal(extend.statusCode, 200, extend.body.slice(0, 200));
      t.same(
        extend.json().rows['naics_2022/484']['translation:isic_rev4'].map((v: any) => v.id),
        ['isic_rev4/4923'],
        'reconciliation extend: ISIC 4923',
      );
      const page = await s.app.inject('/api/v1/systems/naics_2022/nodes/484?include=translations');
      t.same(page.json().translations, await translations('naics_2022', '484'), 'the code page: the same translation');
    });

    t.test('the stored answers include it and are the live answers', async (t) => {
      const live = await s.app.inject('/api/v1/systems/isic_rev4/nodes/4923/translations');
      t.equal((await buildStoredAnswers(s.db.pool)).state, 'built');
      const stored = await storedTranslation(s.db.pool, 'isic_rev4', '4923');
      t.ok(stored, 'ISIC 4923 has a stored answer');
      t.equal(stored!.json.toString(), live.body, 'byte for byte the live answer, roll-up included');
      t.match(stored!.json.toString(), /every code under naics_2022 484/);
    });
  },
);

t.test('the type of a combined link is never stronger than its coverage', async (t) => {
  t.equal(hierarchyMatch(['exact'], 3, 3), 'exact', 'every leaf, exact links');
  t.equal(hierarchyMatch(['exact', 'broad'], 3, 3), 'broad');
  t.equal(hierarchyMatch(['exact'], 1, 3), 'narrow', 'a part of the group: the target is narrower');
  t.equal(hierarchyMatch(['broad'], 1, 3), 'partial', 'a part, into something broader: an overlap');
  t.equal(hierarchyMatch(['partial'], 3, 3), 'partial');
  t.equal(hierarchyMatch(['narrow', 'broad'], 3, 3), 'partial');
  t.equal(hierarchyMatch(['related'], 1, 3), 'related');
});
