import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

/** Structured input on POST /classify and /batch/classify: one entry (projections/classify/request.ts) for every door. */
t.test('structured classify input', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body as object });

  t.test(
    'an occupation as {title, tasks, industry}: the title leads, the tasks decide between its readings',
    async (t) => {
      const res = await post('/classify', {
        title: 'driver',
        tasks: 'drive a tractor-trailer truck to haul freight over long distances',
        industry: 'general freight trucking',
        systems: ['soc_2018'],
      });
      t.equal(res.statusCode, 200);
      const body = res.json();
      t.equal(body.standard_matches[0]?.code, '53-3032', 'Heavy and Tractor-Trailer Truck Drivers');
      t.same(
        body.segments.map((s: { text: string }) => s.text),
        ['driver', 'drive a tractor-trailer truck to haul freight over long distances', 'general freight trucking'],
        'each field answered on its own, weightiest first',
      );
      for (const m of body.standard_matches) {
        t.ok(m.confidence >= 0 && m.confidence <= 1, `${m.code} confidence ${m.confidence}`);
        t.type(m.needs_review, 'boolean');
      }
      t.type(body.needs_review, 'boolean');
    },
  );

  t.test('a business as {name, description, products}: occupations stay out of the default scope', async (t) => {
    const body = (
      await post('/classify', { name: 'Sunrise Bakery', description: 'we bake bread and cakes', products: 'bread' })
    ).json();
    t.ok(body.standard_matches.length > 0);
    t.notOk(
      body.standard_matches.some((m: { system: string }) => /soc|isco/.test(m.system)),
      'a business is classified in the industries',
    );
  });

  t.test('bad input is a 400 naming the parameter', async (t) => {
    const both = await post('/classify', { text: 'baker', title: 'baker' });
    t.equal(both.statusCode, 400);
    t.match(both.json(), { status: 400 });
    const mixed = await post('/classify', { title: 'baker', description: 'a bakery' });
    t.equal(mixed.statusCode, 400, 'an occupation or a business, not both');
    t.equal((await post('/classify', {})).statusCode, 400, 'nothing to classify');
    t.equal((await post('/classify', { text: 'baker', min_confidence: 2 })).statusCode, 400);
  });

  t.test('batch takes plain and structured items alike', async (t) => {
    const res = await post('/batch/classify', {
      items: [{ text: 'retail bakery' }, { title: 'truck driver', tasks: 'haul freight' }],
      systems: ['naics_2022', 'soc_2018'],
    });
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.equal(body.total, 2);
    t.equal(body.items[1].text, 'truck driver. haul freight');
    t.ok(body.items.every((i: { standard_matches?: { confidence: number }[] }) => i.standard_matches?.length));
    t.equal((await post('/batch/classify', { texts: ['a'], items: [{ text: 'a' }] })).statusCode, 400);
    t.equal((await post('/batch/classify', {})).statusCode, 400);
  });
});
