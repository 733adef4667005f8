import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('health reports every projection caught up after an ingest', async (t) => {
  const { app, db } = await createTestStack(t);
  const res = await app.inject('/api/v1/health');
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.not(body.status, 'unavailable', 'answers (degraded: no projector runs in this stack)');
  t.ok(body.head > 0, 'the log has events');
  const { rows } = await db.pool.query<{ name: string }>('SELECT name FROM projection_checkpoints ORDER BY name');
  t.same(
    body.projections.map((p: any) => p.name).sort(),
    rows.map((r) => r.name),
    `lists every projection (${rows.length})`,
  );
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
