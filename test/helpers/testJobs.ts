import type { EventStore, NewEvent } from '../../commands/eventStore/port.ts';

/** `test_jobs`, a small occupation system the classify tests write as events: its record, nodes and registration. */
export const testJobsSystem = {
  id: 'test_jobs',
  name: 'Test jobs',
  full_name: null,
  region: null,
  version: '1',
  authority: null,
  url: null,
  source_url: null,
  license: null,
  provenance: null,
  source_date: null,
  country_codes: [],
  node_count: 3,
  kind: 'standard',
};

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
