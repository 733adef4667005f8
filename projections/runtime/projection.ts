import type pg from 'pg';
import type { DomainEventType, RecordedOf } from '../../commands/domainEvents.ts';

/**
 * A projection: a name, a version, the event types it reads, and `handle`, which writes its read
 * model inside the transaction the runner opened (the checkpoint is updated in the same one).
 * Writes are upserts keyed by natural keys, so replaying a batch changes nothing. Its SQL names
 * tables without a schema: a rebuild runs the same code with its rebuild schema first on the path.
 * `version` is stored with the checkpoint; the projector rebuilds a model built by another version.
 * `handles` names the event types it reads; `handle` gets exactly those, typed (switch on `type`).
 * `Projection` without a type argument is any projection, as the runner holds them.
 */
export interface Projection<T extends DomainEventType = any> {
  name: string;
  version: number;
  handles: ReadonlySet<T>;
  handle(events: RecordedOf<T>[], tx: pg.PoolClient): Promise<void>;
  /** The read model's tables: a rebuild fills copies of them and swaps them in when done (blueGreen.ts). */
  tables?: string[];
  /** Tables whose secondary indexes may be set aside during a long replay (deferredIndexes.ts). */
  bulkTables?: string[];
  /** Empties the read model in place (a projection without `tables`, and tests; inside the caller's transaction). */
  reset(tx: pg.PoolClient): Promise<void>;
  /**
   * Work a long replay leaves for its end, run in a transaction after the set-aside indexes are
   * built (the translations read model recomputes the codes its replay touched). True when it
   * changed the read model (its checkpoint is then marked changed: checkpoints.ts `markChanged`).
   */
  settle?(tx: pg.PoolClient): Promise<boolean>;
  /** Called when the projection has applied the whole log (an external read model swaps a finished rebuild in). */
  caughtUp?(): Promise<void>;
}
