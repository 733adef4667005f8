import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { ensureWebBuild } from '../../../web/build.ts';
import { withFileLock } from '../../../platform/fileLock.ts';
import { publicOrigin } from '../../../platform/publicOrigin.ts';

t.before(async () => {
  await ensureWebBuild(() => {}, { lock: withFileLock });
});

// Every answer that holds absolute links; the response cache keeps a URL from its second request on.
const LINKED = [
  '/api/v1/crosswalks/naics_2022/isic_rev4.sssom.tsv',
  '/api/v1/crosswalks/naics_2022/isic_rev4.ttl',
  '/api/v1/reconcile',
  '/sitemap.xml',
  '/sitemaps/naics_2022-1.xml',
  '/robots.txt',
  '/llms.txt',
  '/explore/naics_2022/484',
];

// Issue 33, row 6 (fails on the old code: the links followed the Host header, and the cache served them to
// everyone): with PUBLIC_URL unset, two requests with `Host: evil.example` must not change what any client
// gets; the links name the address serve listens on, whatever the Host, and PUBLIC_URL when it is set.
for (const publicUrl of [undefined, 'https://classify.example.org/']) {
  t.test(`a forged Host reaches no cached link (PUBLIC_URL ${publicUrl ?? 'unset'})`, async (t) => {
    const { app } = await createTestStack(t, {
      env: { ANON_RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: publicUrl ?? '', HOST: '127.0.0.1', PORT: '8080' },
    });
    const origin = publicOrigin(app.deps.config);
    t.equal(origin, publicUrl ? 'https://classify.example.org' : 'http://127.0.0.1:8080');
    for (const url of LINKED) {
      for (let i = 0; i < 2; i++) {
        const evil = await app.inject({ url, headers: { host: 'evil.example' } });
        t.equal(evil.statusCode, 200, `${url} with Host: evil.example`);
        t.notMatch(evil.body, /evil\.example/, `${url}: the forged Host is not in the answer (${i + 1})`);
      }
      const other = await app.inject({ url, headers: { host: 'localhost:8080' } });
      t.equal(other.statusCode, 200);
      t.notMatch(other.body, /evil\.example/, `${url}: another client gets no link to the forged host`);
      t.match(other.body, origin, `${url}: its links name ${origin}`);
    }
  });
}
