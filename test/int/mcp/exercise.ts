import type { Test } from 'tap';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CASES, NO_INPUT } from './cases.ts';

/** Everything an agent host does with the server, over whichever transport `client` is connected by. */
export async function exerciseServer(t: Test, client: Client): Promise<void> {
  t.test('instructions are a compact orientation from live figures, pointing at the guides', async (t) => {
    const text = client.getInstructions() ?? '';
    t.ok(text.length > 200 && text.length < 4000, `length ${text.length} under 4,000`);
    t.match(text, /25 systems/, 'live system count of the sample corpus');
    t.match(text, /taxonomy:\/\/wiki\/getting-started/);
  });

  t.test('lists 34 read-only tools with described schemas', async (t) => {
    const { tools } = await client.listTools();
    t.equal(tools.length, 34);
    t.same(tools.map((x) => x.name).sort(), Object.keys(CASES).sort(), 'the names of issues 6, 14, 21 and 36');
    for (const tool of tools) {
      t.ok(tool.description && tool.description.length > 60, `${tool.name} has a description for agents`);
      t.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
      t.equal(tool.inputSchema.type, 'object');
      t.equal(tool.outputSchema?.type, 'object', `${tool.name} declares an output schema`);
      for (const [field, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        t.ok((schema as any).description, `${tool.name}.${field} is described`);
        if (/limit/.test(field)) t.ok((schema as any).maximum, `${tool.name}.${field} is capped`);
      }
    }
  });

  t.test('every tool answers a valid call and turns a bad one into isError with a next step', async (t) => {
    for (const [name, c] of Object.entries(CASES)) {
      const ok: any = await client.callTool({ name, arguments: c.valid });
      t.notOk(ok.isError, `${name} valid call succeeds${ok.isError ? `: ${ok.content?.[0]?.text}` : ''}`);
      t.ok(ok.content?.[0]?.text?.length > 0, `${name} has a text rendering`);
      const verdict = ok.structuredContent ? c.ok(ok.structuredContent) : false;
      t.ok(
        verdict === true,
        `${name} returns what a user expects${verdict === true ? '' : `: ${String(JSON.stringify(ok.structuredContent)).slice(0, 400)}`}`,
      );
      const bad: any = await client.callTool({ name, arguments: c.invalid });
      if (NO_INPUT.has(name)) {
        t.notOk(bad.isError, `${name} ignores unknown arguments`);
        continue;
      }
      t.equal(bad.isError, true, `${name} invalid call is an isError result, not a protocol error`);
      t.match(
        bad.content?.[0]?.text,
        c.badText,
        `${name} error says what to do: ${bad.content?.[0]?.text?.slice(0, 160)}`,
      );
    }
  });

  t.test('an unknown tool is a protocol-level error result, not a crash', async (t) => {
    const r: any = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((e) => ({ thrown: String(e) }));
    t.ok(r.thrown || r.isError, 'reported');
    const again: any = await client.callTool({
      name: 'get_industry',
      arguments: { system_id: 'naics_2022', code: '484' },
    });
    t.notOk(again.isError, 'the server still answers');
  });

  t.test('resources and templates can all be listed and read', async (t) => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    for (const u of [
      'taxonomy://systems',
      'taxonomy://stats',
      'taxonomy://wiki/getting-started',
      'taxonomy://wiki/crosswalks-and-match-types',
      'taxonomy://wiki/domain-vs-standard-systems',
      'taxonomy://wiki/industry-systems',
      'taxonomy://wiki/occupation-systems',
      'taxonomy://wiki/trade-systems',
      'taxonomy://wiki/medical-systems',
      'taxonomy://wiki/country-profiles',
    ])
      t.ok(uris.includes(u), `lists ${u}`);
    for (const r of resources) {
      const read = await client.readResource({ uri: r.uri });
      t.ok(
        read.contents[0] && 'text' in read.contents[0] && (read.contents[0].text as string).length > 50,
        `reads ${r.uri}`,
      );
    }
    const systems = await readJson(client, 'taxonomy://systems');
    t.equal(systems.total, 25, 'taxonomy://systems lists every system');
    const stats = await readJson(client, 'taxonomy://stats');
    t.match(
      stats,
      { systems: 25, nodes: 16192, equivalences: 12098, countries: 249 },
      'taxonomy://stats has the totals',
    );

    const { resourceTemplates } = await client.listResourceTemplates();
    t.same(resourceTemplates.map((r) => r.uriTemplate).sort(), [
      'taxonomy://nodes/{system}/{code}',
      'taxonomy://systems/{id}',
      'taxonomy://wiki/{slug}',
    ]);
    const node = await readJson(client, 'taxonomy://nodes/naics_2022/484');
    t.equal(node.title, 'Truck Transportation');
    t.equal(node.ancestors[0].code, '48-49');
    const sys = await readJson(client, 'taxonomy://systems/naics_2022');
    t.equal(sys.name, 'NAICS 2022');
    const bad = await client.readResource({ uri: 'taxonomy://nodes/naics_2022/48419' }).then(
      () => 'read',
      (e) => String(e),
    );
    t.match(bad, /Closest codes/, 'an unknown code names the closest ones');
    const done = await client.complete({
      ref: { type: 'ref/resource', uri: 'taxonomy://wiki/{slug}' },
      argument: { name: 'slug', value: 'cross' },
    });
    t.same(done.completion.values, ['crosswalks-and-match-types'], 'guide slugs complete');
  });

  t.test('prompts', async (t) => {
    const { prompts } = await client.listPrompts();
    t.same(prompts.map((p) => p.name).sort(), ['classify_and_crosswalk', 'explain_code']);
    const a = await client.getPrompt({
      name: 'classify_and_crosswalk',
      arguments: { description: 'bakery with a coffee shop', target_systems: 'isic_rev4,nace_rev2' },
    });
    t.match((a.messages[0].content as any).text, /classify_business[\s\S]*translate_code/);
    const b = await client.getPrompt({ name: 'explain_code', arguments: { system_id: 'naics_2022', code: '484' } });
    t.match((b.messages[0].content as any).text, /get_industry[\s\S]*naics_2022/);
  });
}

async function readJson(client: Client, uri: string): Promise<any> {
  const c = (await client.readResource({ uri })).contents[0];
  return JSON.parse('text' in c ? c.text : '');
}
