import t from 'tap';
import { parseArgs, UsageError } from '../../../cli/args.ts';
import { dispatch } from '../../../cli/dispatch.ts';

const known = { json: 'boolean', out: 'string' } as const;

t.test('options, values and positionals (util.parseArgs)', async (t) => {
  t.same(parseArgs(['a', '--json', '--out', 'f.tsv', 'b'], known), {
    positionals: ['a', 'b'],
    flags: { json: true, out: 'f.tsv' },
  });
  t.same(parseArgs(['--out=x=y'], known).flags, { out: 'x=y' }, 'an inline value keeps its own "="');
  t.same(parseArgs(['--out', '-'], known).flags, { out: '-' }, "a lone '-' is a value (standard output)");
});

t.test("'--' ends the options: what follows is an argument, even when it looks like one", async (t) => {
  t.same(parseArgs(['--json', '--', '--out', '-x'], known), { positionals: ['--out', '-x'], flags: { json: true } });
});

t.test('bad flags are usage errors that name the flag', async (t) => {
  const thrown = (argv: string[]) => {
    try {
      parseArgs(argv, known);
    } catch (err) {
      return err;
    }
  };
  t.ok(thrown(['--nope']) instanceof UsageError, 'a UsageError (exit 2 with the usage)');
  t.equal((thrown(['--nope']) as Error).message, 'unknown option --nope');
  t.equal((thrown(['-z']) as Error).message, 'unknown option -z', 'an unknown short option too');
  t.throws(() => parseArgs(['--out'], known), { message: '--out needs a value' });
  t.throws(() => parseArgs(['--out', '--json'], known), { message: '--out needs a value' });
  t.throws(() => parseArgs(['--json=1'], known), { message: '--json takes no value' });
});

t.test("'--help' after '--' is an argument, not a request for help", async (t) => {
  const io = { text: '', out: (s: string) => void (io.text += s), err: (s: string) => void (io.text += s) };
  t.equal(await dispatch(['status', '--', '--help'], io), 2, 'status takes no arguments: a usage error');
  t.match(io.text, "status takes no arguments (got '--help')");
});
