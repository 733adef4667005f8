import t from 'tap';
import { createPool, withSetting } from '../../../platform/db.ts';
import { loadConfig } from '../../../platform/config.ts';
import { classifyRequest } from '../../../projections/classify/request.ts';
import { completeDeps } from '../../../query-api/deps.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Classify runs on the connections that plan statements generically (query-api/deps.ts `classifyReads`):
// its answers must be exactly those of statements planned per call, and its segment look-up must run there.

const db = await createTestDatabase({ sample: true });
const generic = createPool(withSetting(db.url, 'plan_cache_mode', 'force_generic_plan'), 1);
t.teardown(async () => {
  await generic.end();
  await db.drop();
});

const texts = [
  'retail bakery',
  'heavy truck driver hauling grain',
  'Taxi service',
  'we run a bakery and a coffee shop',
  'Registered Nurse - Night Shift (Chicago, IL)',
  'Pharmacy Tchnician',
  'software developer',
  'Professional schools (e.g., business administration, dental, law, medical)',
  'gas station with a convenience store',
  'ESA',
];

t.test('classify planned once per connection answers exactly as planned per call', async (t) => {
  const asks = texts.flatMap((text) => [
    { text },
    { text, systems: ['naics_2022'] },
    { text, kind: 'standard' as const },
  ]);
  for (const a of asks) t.same(await classifyRequest(generic, a), await classifyRequest(db.pool, a), JSON.stringify(a));
  const { rows } = await generic.query<{ generic: string; custom: string }>(
    `SELECT coalesce(sum(generic_plans), 0) AS generic, coalesce(sum(custom_plans), 0) AS custom
       FROM pg_prepared_statements WHERE statement LIKE 'WITH p1 AS MATERIALIZED%'`,
  );
  t.ok(Number(rows[0].generic) >= asks.length, `the look-ups ran there, generically (${rows[0].generic})`);
  t.equal(Number(rows[0].custom), 0, 'none planned per call');
});

t.test('the API classifies on the generic connections when it has them, else on its reads', async (t) => {
  const config = loadConfig(process.env);
  const log = { warn() {}, info() {}, error() {}, debug() {} } as never;
  t.equal(completeDeps({ config, pool: db.pool, searchPages: generic } as never, log).classifyReads, generic);
  const plain = completeDeps({ config, pool: db.pool } as never, log);
  t.equal(plain.classifyReads, plain.reads);
});
