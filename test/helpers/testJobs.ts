import type { Test } from 'tap';
import type { EventStore, NewEvent } from '../../commands/eventStore/port.ts';
import { applyCodingAid, type IngestionContext } from '../../ingest/apply.ts';
import { classify } from '../../projections/classify/classify.ts';
import { createProjectedDatabase } from './projectedDatabase.ts';
import { systemRecord } from './systemRecord.ts';

/** `test_jobs`, a small occupation system the classify tests write as events: its record, nodes and registration. */
export const testJobsSystem = systemRecord('test_jobs', {
  name: 'Test jobs',
  version: '1',
  node_count: 3,
  kind: 'standard',
});

/** A node of test_jobs: a root, or a child on level 2 under `parent`. */
export const jobNode = (
  code: string,
  title: string,
  parent: string | null = null,
  description: string | null = null,
) => ({
  code,
  title,
  description,
  parent,
  level: parent ? 2 : 1,
});

/** Appends test_jobs' registration, its `nodes` and any `more` events to its new stream. */
export function registerTestJobs(store: EventStore, nodes: ReturnType<typeof jobNode>[], more: NewEvent[] = []) {
  return store.append(
    'system-test_jobs',
    [
      { type: 'SystemRegistered', data: { system: testJobsSystem } },
      { type: 'NodesAdded', data: { system: 'test_jobs', nodes } },
      ...more,
    ],
    'no_stream',
  );
}

/** An alternate title of the test aid: `phrase` is labelled with test_jobs' `code`. */
export const alternateTitle = (code: string, phrase: string) => ({
  system: 'test_jobs',
  code,
  phrase,
  kind: 'alternate_title' as const,
});
type AidPhrase = Parameters<typeof applyCodingAid>[1]['phrases'][number];

/**
 * A projected database holding test_jobs with `nodes` and, when given, the aid `test_titles` listing `phrases`
 * (ingested as events); `codes(text)` classifies into test_jobs, `aid(phrases)` lists new phrases and catches up.
 */
export async function projectedTestJobs(t: Test, nodes: ReturnType<typeof jobNode>[], phrases: AidPhrase[] = []) {
  const projected = await createProjectedDatabase(t);
  const { db, store, projector } = projected;
  await registerTestJobs(store, nodes);
  const ctx: IngestionContext = { store, ingestionId: 'i1', source: 'test', actor: 'test' };
  const aid = async (listed: AidPhrase[]) => {
    const applied = await applyCodingAid(ctx, { id: 'test_titles', title: 'Test titles', phrases: listed });
    await projector.catchUpOrWait(60_000);
    return applied;
  };
  if (phrases.length) await aid(phrases);
  else await projector.catchUpOrWait(60_000);
  const matches = async (text: string) => (await classify(db.pool, { text, systems: ['test_jobs'] })).standard_matches;
  const codes = async (text: string) => (await matches(text)).map((m) => m.code);
  return { ...projected, aid, matches, codes };
}
