import t from 'tap';
import path from 'node:path';
import { commands } from '../../../cli/commands.ts';
import { stillRunning } from '../../../cli/shutdown.ts';
import { COMMAND_HELP, USAGE } from '../../../cli/usage.ts';
import { defaultDataDir, loadConfig } from '../../../platform/config.ts';

t.test('every command has its own help page and a line in the overview', async (t) => {
  for (const name of Object.keys(commands)) {
    t.match(COMMAND_HELP[name], new RegExp(`^Usage: taxonomy ${name}\\b`), `help for ${name}`);
    t.match(USAGE, new RegExp(`\\n  ${name}\\b`), `${name} in the overview`);
  }
});

t.test('the default DATA_DIR does not depend on the current directory', async (t) => {
  t.equal(defaultDataDir({}, '/home/me/taxonomy'), '/home/me/taxonomy/.data', 'a checkout keeps ./.data inside it');
  t.equal(
    defaultDataDir({ HOME: '/home/me' }, '/usr/lib/node_modules/taxonomy-graph'),
    '/home/me/.local/share/taxonomy',
    'an installed package uses a per-user directory',
  );
  t.equal(
    defaultDataDir({ XDG_DATA_HOME: '/data/me' }, '/srv/app/node_modules/taxonomy-graph'),
    '/data/me/taxonomy',
    'XDG_DATA_HOME wins',
  );
  const here = process.cwd();
  try {
    process.chdir('/');
    t.ok(path.isAbsolute(loadConfig({}).dataDir), 'absolute');
    const fromRoot = loadConfig({}).dataDir;
    process.chdir(here);
    t.equal(loadConfig({}).dataDir, fromRoot, 'the same from / and from the checkout');
  } finally {
    process.chdir(here);
  }
});

t.test('after Ctrl-C the CLI says what still runs and how to stop it', async (t) => {
  const embedded = stillRunning(loadConfig({ DATA_DIR: '/tmp/x' }));
  t.match(embedded, /PostgreSQL and Redis of DATA_DIR=\/tmp\/x keep running/);
  t.match(embedded, /taxonomy stop/);
  t.match(stillRunning(loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://h/db' })), /embedded Redis of/);
  t.equal(
    stillRunning(loadConfig({ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h' })),
    undefined,
    'nothing to say when both servers are external',
  );
});
