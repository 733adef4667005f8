import type { EventStore, NewEvent } from '../../commands/eventStore/port.ts';
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
