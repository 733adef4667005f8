import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { ROOT } from '../../helpers/paths.ts';

/**
 * Docker's build context, computed as Docker computes it (no Docker here): the ignore file's patterns in
 * order, each cleaned and without a leading '/', `*` and `?` within one path segment, `**` across
 * segments, `!` re-including; a path is left out when the last pattern matching it or one of its parent
 * directories is not a `!` one (moby/patternmatcher, MatchesOrParentMatches).
 */
function ignoreRules(file: string): { re: RegExp; include: boolean }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const include = l.startsWith('!');
      const p = path.posix.normalize(include ? l.slice(1).trim() : l).replace(/^\/+/, '');
      let re = '';
      for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '*' && p[i + 1] === '*') {
          i++;
          if (p[i + 1] === '/') {
            i++;
            re += '(?:.*/)?';
          } else re += '.*';
        } else if (c === '*') re += '[^/]*';
        else if (c === '?') re += '[^/]';
        else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { re: new RegExp(`^${re}$`), include };
    });
}

function excluded(rules: { re: RegExp; include: boolean }[], rel: string): boolean {
  const parts = rel.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let out = false;
  for (const r of rules) if (candidates.some((c) => r.re.test(c))) out = !r.include;
  return out;
}

/** The files of `dir` (relative paths) that go into the context, plus the hypothetical `extra` ones that would. */
function context(ignoreFile: string, extra: string[]): Set<string> {
  const rules = ignoreRules(ignoreFile);
  const reincludes = rules.some((r) => r.include);
  const out = new Set<string>();
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!excluded(rules, p) || reincludes) walk(p);
      } else if (!excluded(rules, p)) out.add(p);
    }
  };
  walk('');
  for (const p of extra) if (!excluded(rules, p)) out.add(p);
  return out;
}

// Issue 33, row 4 (fails on the old code: there was no root .dockerignore, so a legacy builder copied
// everything, and deploy/Dockerfile.dockerignore named no env file, so deploy/.env, which the deploy
// README has operators fill with every secret, went into the image with COPY . .).
const SECRETS = [
  '.env',
  'deploy/.env',
  '.env.production',
  'deploy/local/.env.local',
  '.data/jwt-secret',
  '.data/postgres.password',
  '.data/postgres/PG_VERSION',
  'bench/.data/redis.password',
  'node_modules/pg/package.json',
  'coverage/lcov.info',
  '.tap/processinfo/x.json',
  'test-results/run.xml',
  'serve.log',
];
const NEEDED = [
  'package.json',
  'package-lock.json',
  'bin/taxonomy.js',
  'cli/serve.ts',
  'db/migrations/0001_event_log.sql',
  'deploy/env.example',
];

for (const ignore of ['.dockerignore', 'deploy/Dockerfile.dockerignore']) {
  t.test(`the image's build context under ${ignore} holds no secret, database or artefact`, async (t) => {
    const files = context(path.join(ROOT, ignore), SECRETS);
    for (const s of SECRETS) t.notOk(files.has(s), `${s} stays out`);
    const leaked = [...files].filter((f) => /(^|\/)(\.env|\.data|node_modules)(\/|$|\.)/.test(f));
    t.same(leaked, [], 'no env file, DATA_DIR or node_modules anywhere in the real tree');
    for (const n of NEEDED) t.ok(files.has(n), `${n} is in it`);
  });
}

t.test('the two ignore files agree, and env files are git-ignored', async (t) => {
  const rules = (f: string) =>
    readFileSync(path.join(ROOT, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
  t.same(rules('deploy/Dockerfile.dockerignore'), rules('.dockerignore'), 'BuildKit and a legacy builder see one list');
  const inGit = (() => {
    try {
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: ROOT, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!inGit) return void t.comment('not a git checkout: .gitignore cannot be asked');
  for (const f of ['.env', 'deploy/.env', '.env.local']) {
    const ignored = (() => {
      try {
        execFileSync('git', ['check-ignore', '-q', f], { cwd: ROOT });
        return true;
      } catch {
        return false;
      }
    })();
    t.ok(ignored, `${f} is git-ignored`);
  }
});
