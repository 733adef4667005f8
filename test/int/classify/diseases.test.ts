import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack, SHARED } from '../../helpers/sampleApp.ts';

/**
 * The sample corpus has no disease classification, so this test builds a small bundle at run
 * time from the full corpus's ICD-10-CM (a few categories and their subcodes; nothing is copied
 * into the project), ingests it next to the sample, and classifies disease descriptions.
 */
const CATEGORIES = ['E10', 'E11', 'I10', 'I21', 'I63', 'J10', 'J11', 'J45', 'C50', 'K35', 'N18', 'F32', 'G43', 'S72'];
const CORPUS = path.join(SHARED, 'corpus');

async function icdBundle(dir: string): Promise<number> {
  const system = readFileSync(path.join(CORPUS, 'systems.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes('"id":"icd10cm"'))!;
  const keep: string[] = [];
  const rl = readline.createInterface({
    input: createReadStream(path.join(CORPUS, 'nodes.jsonl.gz')).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let seen = false;
  const rootLevel = new Map<string, number>(); // each category becomes a root: levels shift up
  for await (const line of rl) {
    if (!line.startsWith('{"system":"icd10cm"')) {
      if (seen) break;
      continue;
    }
    seen = true;
    const n = JSON.parse(line);
    const category = CATEGORIES.find((c) => n.code.startsWith(c));
    if (!category) continue;
    if (n.code === category) rootLevel.set(category, n.level);
    const shift = (rootLevel.get(category) ?? 1) - 1;
    keep.push(JSON.stringify({ ...n, parent: n.code === category ? null : n.parent, level: n.level - shift }));
  }
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    JSON.stringify({ ...JSON.parse(system), node_count: keep.length }) + '\n',
  );
  writeFileSync(path.join(dir, 'nodes.jsonl'), keep.join('\n') + '\n');
  return keep.length;
}

const CASES: [text: string, code: string][] = [
  ['type 2 diabetes', 'E11'],
  ['type 1 diabetes mellitus without complications', 'E109'],
  ['high blood pressure', 'I10'],
  ['heart attack', 'I21'],
  ['flu', 'J11'],
  ['asthma', 'J45'],
  ['breast cancer', 'C50'],
  ['acute appendicitis', 'K35'],
  ['chronic kidney disease', 'N18'],
  ['migraine', 'G43'],
  ['broken hip', 'S72'],
];

t.test('disease descriptions (a tiny ICD-10-CM bundle built from the corpus)', async (t) => {
  const stack = await createTestStack(t, { ingestSample: false });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'icd-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  t.ok((await icdBundle(dir)) > 100, 'bundle built');
  await ingestBundle(stack.store, dir, { quiet: true });
  await stack.project();
  for (const [text, code] of CASES) {
    const { rows } = await stack.db.pool.query("SELECT title FROM nodes WHERE system = 'icd10cm' AND code = $1", [
      code,
    ]);
    t.ok(rows.length, `icd10cm ${code} exists: ${rows[0]?.title}`);
    const res = await classify(stack.db.pool, { text, systems: ['icd10cm'], limit: 5 });
    const codes = res.standard_matches.map((m) => m.code);
    t.ok(codes.includes(code), `"${text}" -> icd10cm ${code} "${rows[0]?.title}" (got ${codes.join(', ')})`);
  }
  const all = await classify(stack.db.pool, { text: 'type 2 diabetes mellitus', kind: 'standard' });
  t.equal(all.standard_matches[0]?.code, 'E11', 'every standard system too: E11 Type 2 diabetes mellitus first');
  const business = await classify(stack.db.pool, { text: 'type 2 diabetes mellitus' });
  t.equal(
    business.standard_matches[0]?.code,
    'E11',
    'a catalog without business systems: the default scope is every standard system',
  );
});
