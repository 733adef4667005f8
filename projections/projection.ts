import type pg from 'pg';
import type { RecordedEvent } from '../commands/eventStore/port.ts';

/**
 * A projection: a name, a version, the event types it reads, and `handle`, which writes its read
 * model inside the transaction the runner opened (the checkpoint is updated in the same one).
 * Writes are upserts keyed by natural keys, so replaying a batch changes nothing.
 */
export interface Projection {
  name: string;
  version: number;
  handles: ReadonlySet<string>;
  handle(events: RecordedEvent[], tx: pg.PoolClient): Promise<void>;
  /** Tables whose secondary indexes may be set aside during a long replay (deferredIndexes.ts). */
  bulkTables?: string[];
  /** Empties the read model for a rebuild (inside the rebuild's transaction). */
  reset(tx: pg.PoolClient): Promise<void>;
}
