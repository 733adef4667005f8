import { parseArgs, UsageError } from './args.ts';
import { CLUSTERS_DIR, diskUsage, listOutsideClusters, sweepOrphanClusters } from '../platform/orphanClusters.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * `taxonomy clusters [--sweep] [--json] [--dir D]`: the PostgreSQL clusters kept outside a DATA_DIR
 * (/var/lib/taxonomy/clusters), each with its DATA_DIR, state and size; `--sweep` removes those whose
 * DATA_DIR is gone and in which no server runs (as `serve` and `ingest` do when they start).
 */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { sweep: 'boolean', json: 'boolean', dir: 'string' });
  if (args.positionals.length) throw new UsageError(`clusters takes no arguments (got '${args.positionals[0]}')`);
  const dir = typeof args.flags.dir === 'string' ? args.flags.dir : CLUSTERS_DIR;
  const sized = listOutsideClusters(dir).map((c) => ({ ...c, bytes: diskUsage(c.dir) }));
  const swept = args.flags.sweep ? sweepOrphanClusters(dir) : [];
  const outcome = (dir: string) => swept.find((s) => s.dir === dir);
  const clusters = sized.map((c) => {
    const s = outcome(c.dir);
    return {
      dir: c.dir,
      data_dir: c.dataDir,
      state: c.state,
      bytes: c.bytes,
      removed: Boolean(s && !s.failed),
      ...(s?.failed ? { error: s.failed } : {}),
    };
  });
  const removed = clusters.filter((c) => c.removed);
  const failed = clusters.filter((c) => c.error);
  if (args.flags.json) {
    process.stdout.write(
      `${JSON.stringify({
        clusters_dir: dir,
        clusters,
        removed: removed.length,
        freed_bytes: removed.reduce((n, c) => n + c.bytes, 0),
      })}\n`,
    );
    return failed.length ? 1 : 0;
  }
  if (!clusters.length) {
    process.stdout.write(`no PostgreSQL clusters outside a DATA_DIR (${dir})\n`);
    return 0;
  }
  for (const c of clusters) {
    const owner = c.data_dir ? `DATA_DIR ${c.data_dir}` : 'DATA_DIR unknown (no owner file): left alone';
    const done = c.removed ? '  removed' : c.error ? `  not removed: ${c.error}` : '';
    process.stdout.write(
      `${c.dir}  ${c.state.replace('_', ' ').padEnd(7)}  ${mb(c.bytes).padStart(10)}  ${owner}${done}\n`,
    );
  }
  const orphans = clusters.filter((c) => c.state === 'orphan');
  if (args.flags.sweep)
    process.stdout.write(`removed ${removed.length} (${mb(removed.reduce((n, c) => n + c.bytes, 0))})\n`);
  else if (orphans.length)
    process.stdout.write(
      `${orphans.length} orphan(s), ${mb(orphans.reduce((n, c) => n + c.bytes, 0))}: \`taxonomy clusters --sweep\` removes them\n`,
    );
  return failed.length ? 1 : 0;
}
