/**
 * Every adapter's records on the real files in ../shared/sources, pinned as a count and a hash.
 * Written before the readers moved to csv-parse and number-format-aware XLSX; a reader change that
 * alters what any adapter produces fails here and names the adapter. When a change is meant to alter
 * records, update fixtures/recordDigests.json in the same commit and say why.
 */
import t from 'tap';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sourceAdapters } from '../../../../ingest/sources/index.ts';
import { readAdapter } from './fixtures/helpers.ts';

const pinned = JSON.parse(readFileSync(new URL('./fixtures/recordDigests.json', import.meta.url), 'utf8')) as Record<
  string,
  { records: number; hash: string }
>;

t.same(
  Object.keys(pinned),
  sourceAdapters.map((a) => a.id),
  'one pinned digest per adapter',
);

for (const adapter of sourceAdapters) {
  t.test(adapter.id, async (t) => {
    const out = await readAdapter(adapter);
    const records =
      (out.release?.nodes.length ?? 0) +
      (out.edges?.length ?? 0) +
      (out.labels?.reduce((n, l) => n + l.labels.length, 0) ?? 0);
    const hash = createHash('sha256').update(JSON.stringify(out)).digest('hex').slice(0, 16);
    t.same({ records, hash }, pinned[adapter.id]);
  });
}
