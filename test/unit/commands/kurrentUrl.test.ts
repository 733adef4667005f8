import t from 'tap';
import { createEsdbEventStore, kurrentConnectionString } from '../../../commands/eventStore/esdbEventStore.ts';

t.test('EVENTSTORE_URL: kurrentdb:// as given, the deprecated esdb:// as its kurrentdb twin', async (t) => {
  t.equal(kurrentConnectionString('kurrentdb://db:2113?tls=false'), 'kurrentdb://db:2113?tls=false');
  t.equal(kurrentConnectionString('esdb://db:2113?tls=false'), 'kurrentdb://db:2113?tls=false');
  t.equal(kurrentConnectionString(' esdb+discover://a:2113,b:2113 '), 'kurrentdb+discover://a:2113,b:2113');
  t.equal(kurrentConnectionString('kurrent+discover://a:2113'), 'kurrent+discover://a:2113');
});

t.test('both schemes open a client without a deprecation line (stdout is MCP stdio)', async (t) => {
  const said: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void said.push(args);
  t.teardown(() => void (console.warn = warn));
  for (const url of ['kurrentdb://127.0.0.1:9?tls=false', 'esdb://127.0.0.1:9?tls=false']) {
    const store = createEsdbEventStore(url);
    t.equal(store.name, 'eventstoredb', url);
    await store.close();
  }
  t.same(said, [], 'nothing printed');
  t.throws(() => createEsdbEventStore('http://127.0.0.1:2113'), /kurrentdb:\/\//, 'a foreign scheme is refused');
});
