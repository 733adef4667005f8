import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { openapiDocument } from '../../../cli/openapiDocument.ts';
import { ROOT } from '../../helpers/paths.ts';

const run = promisify(execFile);
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** Runs a linter that exits non-zero on findings; its report is what counts. */
async function lint(cmd: string, args: string[]): Promise<string> {
  try {
    return (await run(cmd, args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    return (err as { stdout?: string }).stdout ?? '';
  }
}

t.test('the OpenAPI document as outside linters read it', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await openapiDocument()));

  const redocly = JSON.parse(await lint(bin('redocly'), ['lint', '--format=json', file]));
  const errors = redocly.problems.filter((p: { severity: string }) => p.severity === 'error');
  t.same(
    errors.map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`),
    [],
    'Redocly (recommended rules): no errors',
  );

  writeFileSync(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
  const spectral = JSON.parse(
    (await lint(bin('spectral'), ['lint', '-r', path.join(dir, '.spectral.yaml'), '-f', 'json', '-q', file])) || '[]',
  );
  const findings = spectral.filter((r: { severity: number }) => r.severity <= 1); // 0 error, 1 warning
  t.same(
    findings.map((r: { code: string; path: string[] }) => `${r.code} at ${r.path.join('.')}`),
    [],
    "Spectral's OAS ruleset: no errors and no warnings",
  );
});
