import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('health reports every projection caught up after an ingest', async (t) => {
  const { app } = await createTestStack(t);
  const res = await app.inject('/api/v1/health');
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.not(body.status, 'unavailable', 'answers (degraded: no projector runs in this stack)');
  t.ok(body.head > 0, 'the log has events');
  t.ok(body.projections.length >= 3, 'lists the projections');
  t.ok(
    body.projections.every((p: any) => p.lag === 0 && p.checkpoint === body.head),
    'no lag',
  );
  t.match(res.headers['x-data-disclaimer'], /not a substitute/i, 'the disclaimer header');
});

t.test('unknown route is a problem+json 404', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  const res = await app.inject('/api/v1/no/such/route');
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /application\/problem\+json/);
  t.match(res.json(), { status: 404, title: String, detail: String });
});
