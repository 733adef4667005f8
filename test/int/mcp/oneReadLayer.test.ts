import t from 'tap';
import type { Queryable } from '../../../platform/db.ts';
import { LIMITS } from '../../../projections/vocabulary/limits.ts';
import { officialReferenceLoader } from '../../../cli/officialReference.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

/**
 * One read layer for every door: a tool that answers the same question as a REST route sends the
 * same body (same function, same shape, REST's field names), both doors take the same limits, and
 * the read functions ask PostgreSQL a fixed number of questions however many hits they decorate.
 */
t.test('REST and MCP share one read layer', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  let queries = 0;
  const counted: Queryable = {
    query: ((...args: Parameters<Queryable['query']>) => {
      queries++;
      return stack.db.pool.query(...args);
    }) as Queryable['query'],
  };
  // the official files the quality report compares with, as `taxonomy mcp` and `serve` hand them in
  const { call } = await connectMcp(t, stack, {
    db: counted,
    officialReference: officialReferenceLoader(stack.config),
  });
  const rest = async (url: string, body?: unknown) => {
    const r = await stack.app.inject(body ? { method: 'POST', url: `/api/v1${url}`, payload: body } : `/api/v1${url}`);
    return { status: r.statusCode, body: r.json() };
  };

  t.test('a tool and its route send the same body', async (t) => {
    const q = encodeURIComponent;
    const pairs: [string, Record<string, unknown>, string, unknown?][] = [
      ['get_industry', { system_id: 'naics_2022', code: '4841' }, '/systems/naics_2022/nodes/4841'],
      [
        'get_ancestors',
        { system_id: 'naics_2022', code: '484110' },
        '/systems/naics_2022/nodes/484110?include=ancestors',
      ],
      [
        'browse_children',
        { system_id: 'naics_2022', parent_code: '484', limit: 50 },
        '/systems/naics_2022/nodes/484/children',
      ],
      ['get_siblings', { system_id: 'naics_2022', code: '4841', limit: 50 }, '/systems/naics_2022/nodes/4841/siblings'],
      ['get_subtree_summary', { system_id: 'naics_2022', code: '484' }, '/systems/naics_2022/nodes/484/subtree'],
      ['get_code_history', { system_id: 'naics_2022', code: '484' }, '/systems/naics_2022/nodes/484/history'],
      ['resolve_ambiguous_code', { code: '4923', limit: 50 }, '/nodes/4923'],
      ['get_sector_overview', { system_id: 'naics_2022', limit: 50 }, '/systems/naics_2022'],
      ['list_classification_systems', { country_code: 'us', kind: 'standard' }, '/systems?country=us&kind=standard'],
      ['search_systems', { query: 'naics' }, '/systems?q=naics&limit=100'],
      ['get_leaf_count', {}, '/systems/stats?sort=node_count&limit=50'],
      ['get_leaf_count', { system_id: 'isic_rev4' }, '/systems/stats?system=isic_rev4&sort=node_count&limit=50'],
      ['get_region_mapping', { systems_per_region: 500 }, '/systems?group_by=region&limit=500'],
      ['get_country_taxonomy_profile', { country_code: 'de', limit: 100 }, '/countries/de?limit=100'],
      ['get_country_scope', { countries: ['US', 'DE'], limit: 100 }, '/countries/scope?countries=US,DE&limit=100'],
      ['get_audit_report', {}, '/audit'],
      ['get_data_quality_report', { system_id: 'nace_rev2', limit: 50 }, '/audit/quality?system=nace_rev2&limit=50'],
      [
        'translate_across_all_systems',
        { system_id: 'naics_2022', code: '484', max_matches: 10, include: 'domain' },
        '/systems/naics_2022/nodes/484/translations?max_matches=10&include=domain',
      ],
      [
        'search_classifications',
        { query: 'truck transportation', limit: 20 },
        `/search?q=${q('truck transportation')}&limit=20`,
      ],
      [
        'explore_industry_tree',
        { query: 'general freight trucking', system_id: 'naics_2022', limit: 5 },
        `/search?q=${q('general freight trucking')}&system=naics_2022&limit=5&context=true`,
      ],
      [
        'find_by_keyword_all_systems',
        { query: 'freight', limit_per_system: 3, max_systems: 25 },
        '/search?q=freight&grouped=true&per_group=3&limit=25',
      ],
      [
        'get_equivalences',
        { system_id: 'naics_2022', code: '484110', limit: 50 },
        '/systems/naics_2022/nodes/484110/equivalences',
      ],
      [
        'translate_across_all_systems',
        { system_id: 'naics_2022', code: '484110', max_matches: 10 },
        '/systems/naics_2022/nodes/484110/translations?max_matches=10',
      ],
      ['compare_sector', { system_id_a: 'isic_rev4', system_id_b: 'nace_rev2' }, '/compare?a=isic_rev4&b=nace_rev2'],
      ['get_system_diff', { system_id_a: 'naics_2022', system_id_b: 'isic_rev4' }, '/diff?a=naics_2022&b=isic_rev4'],
      ['get_crosswalk_coverage', { system_id: 'naics_2022' }, '/equivalences/stats?system=naics_2022'],
      ['classify_business', { text: 'bakery and a coffee shop' }, '/classify', { text: 'bakery and a coffee shop' }],
    ];
    for (const [tool, args, url, body] of pairs) {
      const [viaMcp, viaRest] = await Promise.all([call(tool, args), rest(url, body)]);
      t.notOk(viaMcp.isError, `${tool} answers`);
      t.equal(viaRest.status, 200, `${url} answers`);
      t.same(viaMcp.structuredContent, viaRest.body, `${tool} sends what ${body ? 'POST ' : 'GET '}${url} sends`);
    }
  });

  t.test('with default parameters a tool and its route give the same answer', async (t) => {
    // The bounds of a capability are its own (read/, projections/*/read*), not each door's: asked with
    // nothing but the required arguments, MCP and REST must not differ in how much they answer.
    const q = encodeURIComponent;
    const codes = [
      { system: 'naics_2022', code: '484110' },
      { system: 'isic_rev4', code: '4923' },
      { system: 'naics_2022', code: 'no-such-code' },
    ];
    const texts = ['we repair trucks', 'bakery and coffee shop'];
    const targets = ['isic_rev4', 'nace_rev2'];
    const pairs: [string, Record<string, unknown>, string, unknown?][] = [
      [
        'browse_children',
        { system_id: 'naics_2022', parent_code: '31-33' },
        '/systems/naics_2022/nodes/31-33/children',
      ],
      ['get_siblings', { system_id: 'naics_2022', code: '4841' }, '/systems/naics_2022/nodes/4841/siblings'],
      ['get_sector_overview', { system_id: 'naics_2022' }, '/systems/naics_2022'],
      ['resolve_ambiguous_code', { code: '4923' }, '/nodes/4923'],
      ['search_classifications', { query: 'truck' }, `/search?q=${q('truck')}`],
      ['find_by_keyword_all_systems', { query: 'freight' }, '/search?q=freight&grouped=true'],
      [
        'get_equivalences',
        { system_id: 'naics_2022', code: '484110' },
        '/systems/naics_2022/nodes/484110/equivalences',
      ],
      [
        'translate_across_all_systems',
        { system_id: 'naics_2022', code: '484110' },
        '/systems/naics_2022/nodes/484110/translations',
      ],
      ['get_country_taxonomy_profile', { country_code: 'de' }, '/countries/de'],
      [
        'explore_industry_tree',
        { query: 'general freight trucking' },
        `/search?q=${q('general freight trucking')}&context=true`,
      ],
      ['get_country_scope', { countries: ['US', 'DE'] }, '/countries/scope?countries=US,DE'],
      ['get_data_quality_report', { system_id: 'nace_rev2' }, '/audit/quality?system=nace_rev2'],
      ['classify_business', { text: 'we repair trucks' }, '/classify', { text: 'we repair trucks' }],
      // the batch capabilities: the same body on both doors
      ['batch_lookup', { items: codes }, '/batch/lookup', { items: codes }],
      ['batch_translate', { items: codes, targets }, '/batch/translate', { items: codes, targets }],
      ['batch_classify', { texts }, '/batch/classify', { texts }],
      ['migrate_codes', { codes: ['01.11', '46.90'] }, '/batch/migrate', { codes: ['01.11', '46.90'] }],
    ];
    for (const [tool, args, url, body] of pairs) {
      const [viaMcp, viaRest] = await Promise.all([call(tool, args), rest(url, body)]);
      t.notOk(viaMcp.isError, `${tool} answers`);
      t.equal(viaRest.status, 200, `${url} answers`);
      t.same(viaMcp.structuredContent, viaRest.body, `${tool} with defaults sends what ${url} sends with defaults`);
    }
  });

  t.test('include=domain opens the domain vocabularies as bridges on both doors', async (t) => {
    // (NAICS 484 reaches ISIC through its descendants at one step now; an FMCSA part reaches it only in two)
    const args = { source_system: 'fmcsa_regs', source_code: 'fmcsa_hazmat', target_system: 'isic_rev4' };
    const plain = (await call('translate_code', args)).structuredContent;
    const bridged = (await call('translate_code', { ...args, include: 'domain' })).structuredContent;
    t.notOk(
      plain.translation?.via.some((v: string) => v.startsWith('domain_')),
      'by default no domain vocabulary is a bridge',
    );
    t.ok(
      bridged.translation?.via.some((v: string) => v.startsWith('domain_')),
      'with include=domain, fmcsa_hazmat reaches ISIC through domain_truck_cargo as REST does',
    );
  });

  t.test('an unknown code gets the same suggestions on both doors', async (t) => {
    const r = await rest('/systems/naics_2022/nodes/48419');
    t.equal(r.status, 404);
    const codes = r.body.did_you_mean.codes.map((c: any) => c.code);
    t.same(codes.slice(0, 2), ['4841', '48411'], 'REST names the closest codes, the longest known prefix first');
    t.match(r.body.detail, /did you mean naics_2022 4841 \(General Freight Trucking\)/);
    const m = await call('get_industry', { system_id: 'naics_2022', code: '48419' });
    t.equal(m.isError, true);
    for (const c of r.body.did_you_mean.codes.filter((c: any) => c.system === 'naics_2022'))
      t.match(m.content[0].text, `${c.code} (${c.title})`, `MCP names ${c.code} too`);

    const sys = await rest('/systems/naics/nodes/484');
    t.same(sys.body.did_you_mean.systems, ['naics_2022'], 'an unknown system: similar ids on REST');
    t.match(
      (await call('get_industry', { system_id: 'naics', code: '484' })).content[0].text,
      /Did you mean: naics_2022\?/,
    );
  });

  t.test('the same parameter has the same maximum on both doors', async (t) => {
    const systems = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
    const countries = (n: number) =>
      Array.from({ length: n }, (_, i) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)));
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'query',
        { query: 'x'.repeat(LIMITS.queryMaxLength + 1) },
        `/search?q=${'x'.repeat(LIMITS.queryMaxLength + 1)}`,
        'q',
      ],
      ['limit', { query: 'truck', limit: LIMITS.pageMax + 1 }, `/search?q=truck&limit=${LIMITS.pageMax + 1}`, 'limit'],
      [
        'offset',
        { query: 'truck', offset: LIMITS.offsetMax + 1 },
        `/search?q=truck&offset=${LIMITS.offsetMax + 1}`,
        'offset',
      ],
      [
        'system_ids',
        { query: 'truck', system_ids: systems(LIMITS.systemsMax + 1) },
        `/search?q=truck&system=${systems(LIMITS.systemsMax + 1).join(',')}`,
        'system',
      ],
      [
        'countries',
        { query: 'truck', countries: countries(LIMITS.countriesMax + 1) },
        `/search?q=truck&countries=${countries(LIMITS.countriesMax + 1).join(',')}`,
        'countries',
      ],
    ];
    for (const [what, args, url, param] of cases) {
      const m = await call('search_classifications', args);
      t.equal(m.isError, true, `MCP refuses ${what} over the maximum`);
      t.match(m.content[0].text, what === 'query' ? /query/ : new RegExp(what));
      const r = await rest(url);
      t.equal(r.status, 400, `REST refuses ${param} over the maximum`);
      t.equal(r.body.parameter, param);
    }
    const atMax = await call('search_classifications', {
      query: 'x'.repeat(LIMITS.queryMaxLength),
      limit: LIMITS.pageMax,
    });
    t.notOk(atMax.isError, 'at the maximum MCP answers');
    t.equal((await rest(`/search?q=${'x'.repeat(LIMITS.queryMaxLength)}&limit=${LIMITS.pageMax}`)).status, 200);
    const perGroup = await call('find_by_keyword_all_systems', {
      query: 'truck',
      limit_per_system: LIMITS.perGroupMax + 1,
    });
    t.equal(perGroup.isError, true, 'hits per system: the same maximum');
    t.equal((await rest(`/search?q=truck&grouped=true&per_group=${LIMITS.perGroupMax + 1}`)).status, 400);
    const matches = { system_id: 'naics_2022', code: '484110', max_matches: LIMITS.matchesMax + 1 };
    t.equal(
      (await call('translate_across_all_systems', matches)).isError,
      true,
      'matches per system: the same maximum',
    );
    t.equal(
      (await rest(`/systems/naics_2022/nodes/484110/translations?max_matches=${LIMITS.matchesMax + 1}`)).status,
      400,
    );
  });

  t.test('search with context asks PostgreSQL the same number of questions for 2 hits or 20', async (t) => {
    const count = async (limit: number) => {
      queries = 0;
      const r = await call('explore_industry_tree', { query: 'transportation', limit });
      t.equal(r.structuredContent.items.length, limit, `${limit} hits`);
      t.ok(
        r.structuredContent.items.every((h: any) => Array.isArray(h.ancestors)),
        'each with its ancestors',
      );
      return queries;
    };
    // the least of two calls each: the authority tiers and place names are read again when their read models'
    // change mark is over a second old (platform/readModelCache.ts), one more question in whichever call comes then
    const few = Math.min(await count(2), await count(2));
    const many = Math.min(await count(20), await count(20));
    t.equal(many, few, `${many} queries for 20 hits, ${few} for 2`);
  });
});
