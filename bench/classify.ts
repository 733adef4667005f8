/**
 * Accuracy and latency of the classify engine on the full corpus (`npm run bench:classify`).
 *
 * Evaluation set: the enumerations publishers append to code descriptions, each item a real
 * phrase with its code: ANZSIC "Primary Activities", NAICS "Illustrative Examples", ISIC
 * "This class includes" bullets, ISCO-08 "Examples of the occupations classified here", ANZSCO
 * "Specialisations", CPC "Includes", ICD-10-CM "Inclusion terms". The engine never indexes these
 * enumerations (it indexes titles and the lead prose before any list: projections/classify/text.ts),
 * and an item whose words appear verbatim in its code's indexed text is dropped as leaked.
 * Codes are split dev/test by a hash of system and code (all of a code's phrases on one side);
 * tune on dev (`--split dev --failures`), report on test (the default).
 *
 * Env BENCH_DATABASE_URL: a database with the full corpus ingested and projected (classify included).
 * Flags: --split dev|test, --per-system N (items per system, default 300), --failures (print misses).
 * Last line: one JSON object of figures.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPool } from '../platform/db.ts';
import { classify } from '../projections/classify/classify.ts';
import { indexedTitle, leadProse, words } from '../projections/classify/text.ts';

const { values: args } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
    'per-system': { type: 'string', default: '300' },
    failures: { type: 'boolean', default: false },
    latency: { type: 'string', default: '300' },
  },
});
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const PER_SYSTEM = Number(args['per-system']);

/** Where each system lists its example phrases, and how its items are separated. */
const SOURCES: { system: string; start: RegExp; end: RegExp; split: 'dash' | 'capital' }[] = [
  { system: 'anzsic_2006', start: /\*\*Primary Activities:\*\*/, end: /\*\*|$/, split: 'dash' },
  { system: 'naics_2022', start: /Illustrative Examples:/, end: /Cross-References|$/, split: 'capital' },
  {
    system: 'isic_rev4',
    start: /This class includes(?: activities of)?:/,
    end: /This class (?:also )?excludes|This class includes|$/,
    split: 'dash',
  },
  {
    system: 'isco_08',
    start: /Examples of the occupations classified here:/,
    end: /Some related occupations|Note|$/,
    split: 'dash',
  },
  { system: 'anzsco_2022', start: /Specialisations:/, end: /\*\*|$/, split: 'dash' },
  { system: 'cpc_v21', start: /\*\*Includes:\*\*/, end: /\*\*|$/, split: 'dash' },
  { system: 'icd10cm', start: /\*\*Inclusion terms:\*\*/, end: /\*\*|$/, split: 'dash' },
];

interface Item {
  system: string;
  code: string;
  text: string;
  dev: boolean;
}

const norm = (s: string) => ` ${words(s).join(' ')} `;
const hash = (s: string) => createHash('sha1').update(s).digest('hex');

function phrases(description: string, src: (typeof SOURCES)[number]): string[] {
  const out: string[] = [];
  const text = description.replace(/\\n/g, ' ').replace(/\s+/g, ' ');
  for (let rest = text, m = src.start.exec(rest); m; m = src.start.exec(rest)) {
    rest = rest.slice(m.index + m[0].length);
    const end = src.end.exec(rest);
    const block = rest.slice(0, end ? end.index : rest.length);
    const parts = src.split === 'dash' ? block.split(/(?:^|\s)-\s/) : block.split(/\s+(?=[A-Z])/);
    for (let p of parts) {
      p = p
        .replace(/•.*$/, '')
        .replace(/\b(?:such as|see|cf\.)\b.*$/i, '')
        .replace(/\b(?:sub)?class \d+/gi, '')
        .replace(/\bn\.e\.c\.?/gi, '')
        .replace(/[;:,.\s]+$/, '')
        .trim();
      if (p.length >= 4 && p.length <= 120 && /[a-z]{3}/i.test(p) && !/defined through|headings|HS 20\d\d/i.test(p))
        out.push(p);
    }
  }
  return out;
}

async function evaluationSet(
  pool: ReturnType<typeof createPool>,
): Promise<{ items: Item[]; leaked: number; ambiguous: number }> {
  const { rows } = await pool.query<{ system: string; code: string; title: string; description: string }>(
    `SELECT system, code, title, description FROM nodes WHERE system = ANY($1) AND description IS NOT NULL ORDER BY system, code`,
    [SOURCES.map((s) => s.system)],
  );
  const byPhrase = new Map<string, Item[]>();
  let leaked = 0;
  for (const r of rows) {
    const src = SOURCES.find((s) => s.system === r.system)!;
    const indexed = norm(`${indexedTitle(r.title)} ${leadProse(r.description)}`);
    for (const p of phrases(r.description, src)) {
      if (indexed.includes(norm(p))) {
        leaked++;
        continue;
      }
      const key = `${r.system}\u001f${norm(p)}`;
      const list = byPhrase.get(key) ?? [];
      if (!list.some((i) => i.code === r.code))
        list.push({
          system: r.system,
          code: r.code,
          text: p,
          dev: parseInt(hash(`${r.system}:${r.code}`).slice(0, 8), 16) % 2 === 0,
        });
      byPhrase.set(key, list);
    }
  }
  let ambiguous = 0;
  const items: Item[] = [];
  for (const list of byPhrase.values()) {
    if (list.length === 1) items.push(list[0]);
    else ambiguous += list.length;
  }
  return { items, leaked, ambiguous };
}

function sample(items: Item[], dev: boolean): Item[] {
  const out: Item[] = [];
  for (const src of SOURCES) {
    const mine = items
      .filter((i) => i.system === src.system && i.dev === dev)
      .map((i) => ({ i, h: hash(`${i.system}:${i.code}:${i.text}`) }))
      .sort((a, b) => (a.h < b.h ? -1 : 1))
      .slice(0, PER_SYSTEM);
    out.push(...mine.map((x) => x.i));
  }
  return out;
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};

async function main() {
  const pool = createPool(url, 2);
  try {
    const {
      rows: [c],
    } = await pool
      .query<{ n: number }>('SELECT count(*)::int AS n FROM classify_docs')
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (!c.n)
      throw new Error(
        `${url} has no classify index: ingest the corpus and run the projector there first (see bench/classify.ts)`,
      );
    const { items, leaked, ambiguous } = await evaluationSet(pool);
    const dev = args.split === 'dev';
    const chosen = sample(items, dev);
    process.stdout.write(
      `evaluation set: ${items.length} phrases (${leaked} dropped as leaked into the index, ${ambiguous} as ambiguous); split ${args.split}: ${chosen.length} items\n`,
    );

    const perSystem = new Map<string, { n: number; top1: number; top5: number }>();
    for (const item of chosen) {
      const res = await classify(pool, { text: item.text, systems: [item.system], limit: 5 });
      const codes = [...res.standard_matches, ...res.domain_matches].map((m) => m.code);
      const s = perSystem.get(item.system) ?? { n: 0, top1: 0, top5: 0 };
      s.n++;
      if (codes[0] === item.code) s.top1++;
      if (codes.includes(item.code)) s.top5++;
      else if (args.failures)
        process.stdout.write(`  miss ${item.system} ${item.code} "${item.text}" -> ${codes.slice(0, 3).join(', ')}\n`);
      perSystem.set(item.system, s);
    }
    const total = { n: 0, top1: 0, top5: 0 };
    process.stdout.write(
      `\n${'system'.padEnd(14)} ${'items'.padStart(6)} ${'top-1'.padStart(7)} ${'top-5'.padStart(7)}\n`,
    );
    const figures: Record<string, { items: number; top1: number; top5: number }> = {};
    for (const [system, s] of perSystem) {
      total.n += s.n;
      total.top1 += s.top1;
      total.top5 += s.top5;
      figures[system] = { items: s.n, top1: pct(s.top1, s.n), top5: pct(s.top5, s.n) };
      process.stdout.write(
        `${system.padEnd(14)} ${String(s.n).padStart(6)} ${`${pct(s.top1, s.n)}%`.padStart(7)} ${`${pct(s.top5, s.n)}%`.padStart(7)}\n`,
      );
    }
    process.stdout.write(
      `${'overall'.padEnd(14)} ${String(total.n).padStart(6)} ${`${pct(total.top1, total.n)}%`.padStart(7)} ${`${pct(total.top5, total.n)}%`.padStart(7)}\n`,
    );

    // Latency: unrestricted (every system, one ranked pass), one connection, warm.
    const texts = chosen
      .filter((_, i) => i % Math.max(1, Math.floor(chosen.length / Number(args.latency))) === 0)
      .map((i) => i.text);
    for (const t of texts.slice(0, 20)) await classify(pool, { text: t });
    const ms: number[] = [];
    for (const t of texts) {
      const t0 = performance.now();
      await classify(pool, { text: t });
      ms.push(performance.now() - t0);
    }
    const lat = {
      queries: ms.length,
      p50: Math.round(quantile(ms, 0.5)),
      p95: Math.round(quantile(ms, 0.95)),
      p99: Math.round(quantile(ms, 0.99)),
    };
    process.stdout.write(
      `\nlatency, all systems, ${lat.queries} queries: p50 ${lat.p50} ms, p95 ${lat.p95} ms, p99 ${lat.p99} ms\n`,
    );
    process.stdout.write(
      JSON.stringify({
        bench: 'classify',
        split: args.split,
        items: total.n,
        top1: pct(total.top1, total.n),
        top5: pct(total.top5, total.n),
        systems: figures,
        latency_ms: lat,
        leaked_dropped: leaked,
      }) + '\n',
    );
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  process.stderr.write(`bench:classify: ${err.message}\n`);
  process.exit(1);
});
