import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * The web's code page reads one request (`?include=...`): the translations it includes are what
 * GET /translations answers with default parameters (issue 40: one answer per capability, whatever the door;
 * the page's children, siblings and edges are its first 500, by design, where their routes page).
 */
t.test("a code page's translations are the translations route's answer", async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const get = async (url: string) => {
    const res = await app.inject(`/api/v1${url}`);
    t.equal(res.statusCode, 200, `GET ${url}`);
    return res.json();
  };
  for (const [system, code] of [
    ['naics_2022', '484110'],
    ['isic_rev4', '4923'],
    ['nace_rev2', '49.41'],
  ]) {
    const node = `/systems/${system}/nodes/${encodeURIComponent(code)}`;
    const page = await get(`${node}?include=translations`);
    const own = await get(`${node}/translations`);
    t.ok(own.systems?.length, `${system} ${code} translates`);
    t.same(page.translations, own, `${system} ${code}: the page's translations are the route's`);
  }
});
