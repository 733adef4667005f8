import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

/**
 * Input that only a read function can judge (both `texts` and `items`, a job given as text and fields, an
 * empty reconciliation batch) is refused the same way at each door, mapped once per door: REST answers 400
 * problem+json naming the parameter, MCP an isError result naming it and the tool to call again, never a
 * server failure.
 */
const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
const { call } = await connectMcp(t, stack);
const post = async (url: string, payload: unknown) => {
  const r = await stack.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });
  return { status: r.statusCode, type: r.headers['content-type'], body: r.json() };
};

const cases: { what: string; rest: [string, unknown]; mcp?: [string, Record<string, unknown>]; parameter: RegExp }[] = [
  {
    what: 'a batch with both texts and items',
    rest: ['/batch/classify', { texts: ['baker'], items: [{ text: 'baker' }] }],
    mcp: ['batch_classify', { texts: ['baker'], items: [{ text: 'baker' }] }],
    parameter: /^(texts|items)$/,
  },
  {
    what: 'a job given both as text and as fields',
    rest: ['/classify', { text: 'truck driver', title: 'truck driver' }],
    mcp: ['classify_business', { text: 'truck driver', title: 'truck driver' }],
    parameter: /^text$/,
  },
  { what: 'an empty reconciliation batch', rest: ['/reconcile', { queries: {} }], parameter: /^queries$/ },
  {
    what: 'more reconciliation extend ids than a batch takes',
    rest: [
      '/reconcile',
      { extend: { ids: Array.from({ length: 5000 }, (_, i) => `naics_2022/${i}`), properties: [] } },
    ],
    parameter: /^extend$/,
  },
];

for (const c of cases) {
  t.test(c.what, async (t) => {
    const rest = await post(...c.rest);
    t.equal(rest.status, 400, 'REST: 400');
    t.match(rest.type, /^application\/problem\+json/, 'as problem+json');
    t.match(rest.body, { status: 400, parameter: c.parameter, detail: String }, 'naming the parameter');
    t.notMatch(JSON.stringify(rest.body), /at .*\.ts:\d+/, 'no stack trace');
    if (!c.mcp) return;
    const [tool, args] = c.mcp;
    const r = await call(tool, args);
    t.equal(r.isError, true, 'MCP: an isError result');
    const text = r.content[0].text as string;
    t.ok(text.includes(rest.body.detail), 'the same words as REST');
    t.match(text, new RegExp(`parameter ${rest.body.parameter}\\b`), 'naming the parameter');
    t.match(text, new RegExp(`call ${tool} again`), 'saying what to do next');
    t.notMatch(text, /server side/, 'not a server failure');
  });
}
