import { dispatch } from './dispatch.ts';

// `taxonomy ingest --list | head`: a closed pipe is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

dispatch(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    if (code !== 0 || !['serve', 'project', 'mcp'].includes(process.argv[2]))
      setTimeout(() => process.exit(code), 50).unref();
  },
  (err: Error) => {
    // dispatch answers every command's failure itself; this is a failure of dispatch's own
    process.stderr.write(`taxonomy: ${err.stack ?? err.message}\n`);
    process.exit(1);
  },
);
