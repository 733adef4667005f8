import type { Queryable } from '../../../platform/db.ts';
import { preparedQuery } from '../../../platform/preparedQuery.ts';
import { decodeModel } from './format.ts';
import type { Model, SystemHead } from './train.ts';

/**
 * The current classify model of this process: read from PostgreSQL (every serve instance reads the
 * same one), held once in memory (~17 MB at the defaults), and looked at again at most every
 * `RECHECK_MS`: when another model has been named current, it is loaded in the background and
 * swapped in whole, requests answering with the one held meanwhile (or none: the lexical ranker alone).
 */
const RECHECK_MS = 10_000;

export interface Held {
  id: string;
  model: Model;
  heads: Map<string, SystemHead>;
}
/** Per database handle (a server has one: its read router; tests one per database). */
interface Slot {
  held: Held | null;
  checkedAt: number;
  loading: Promise<void> | null;
}
const slots = new WeakMap<Queryable, Slot>();

const currentId = preparedQuery<{ id: string }>('SELECT id FROM classify_model_current');
const modelBody = preparedQuery<{ body: Buffer }>('SELECT body FROM classify_models WHERE id = $1');

/** Loads the model named current if it is not the one held (one load at a time). */
async function refresh(db: Queryable, slot: Slot): Promise<void> {
  const { rows } = await currentId(db, []);
  const id = rows[0]?.id;
  if (!id) {
    slot.held = null;
    return;
  }
  if (slot.held?.id === id) return;
  const { rows: body } = await modelBody(db, [id]);
  if (!body.length) return; // replaced meanwhile: the next check loads its successor
  const model = decodeModel(body[0].body);
  slot.held = { id, model, heads: new Map(model.heads.map((h) => [h.system, h])) };
}

/**
 * The model held now, checking for a newer one when the last check is old. While none is held every
 * call waits for the load in flight (so a fresh server answers with the model from its first requests,
 * however many arrive at once); once one is held, calls return it at once and the new one is swapped
 * in when it has loaded.
 */
export async function currentModel(db: Queryable): Promise<Held | null> {
  let slot = slots.get(db);
  if (!slot) slots.set(db, (slot = { held: null, checkedAt: -Infinity, loading: null }));
  if (Date.now() - slot.checkedAt >= RECHECK_MS && !slot.loading) {
    slot.checkedAt = Date.now();
    const s = slot;
    s.loading = refresh(db, s)
      .catch(() => {}) // unreadable now (a failed read): keep what is held, try again at the next check
      .finally(() => (s.loading = null));
  }
  // nothing held yet: every request waits for the first load, not only the one that started it (a fresh
  // server's concurrent first requests were answered by the lexical ranker alone, unlike the same texts later)
  if (!slot.held && slot.loading) await slot.loading;
  return slot.held;
}

/** Forget the held model (tests: the next call reads the current one at once). */
export function forgetModel(db: Queryable): void {
  slots.delete(db);
}
