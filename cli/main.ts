import { dispatch } from './dispatch.ts';

// `taxonomy ingest --list | head`: a closed pipe is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

dispatch(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  if (code !== 0 || !['serve', 'project', 'mcp'].includes(process.argv[2]))
    setTimeout(() => process.exit(code), 50).unref();
});
