import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice } from '../vocabulary/schema.ts';

export const WATCH_TARGETS = ['code', 'system', 'pair'] as const;
export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'dropped'] as const;

/** One watch of the signed-in account. */
export const Watch = Type.Object({
  id: Str,
  target: choice(WATCH_TARGETS, { description: 'code: one code; system: every change of a system; pair: a crosswalk' }),
  system: Type.String({ description: "The code's system; a pair's first system (sorted)" }),
  code: NStr,
  other_system: Type.Union([Str, Type.Null()], { description: "A pair's second system" }),
  webhook_url: Type.Union([Str, Type.Null()], { description: 'Where changes are POSTed (null: no webhook)' }),
  created_at: Str,
});
export type Watch = Static<typeof Watch>;

export const WatchPage = Type.Object({ items: Type.Array(Watch), total: Int, limit: Int, offset: Int });
export type WatchPage = Static<typeof WatchPage>;

/** One attempt at a delivery. */
export const DeliveryAttempt = Type.Object({
  at: Str,
  status: Type.Union([Int, Type.Null()], { description: "The receiver's HTTP status (null: no answer)" }),
  error: Type.Union([Str, Type.Null()], { description: 'Why the attempt failed, when it did' }),
  ms: Int,
});

/** One delivery of a watch's webhook: the changes of one event (a release, a crosswalk import) it sees. */
export const Delivery = Type.Object({
  id: Type.String({ description: 'The `webhook-id` header: the same on every retry (receivers dedupe by it)' }),
  status: choice(DELIVERY_STATES, {
    description: 'pending (due at next_attempt_at), delivered (2xx), failed (retries exhausted), dropped (watch gone)',
  }),
  changes: Type.Integer({
    description: 'How many changes the delivery carries (at most 100 in the body; the rest by `since`)',
  }),
  since: Type.String({ description: 'GET /api/v1/changes?since=<this> lists the changes of this delivery first' }),
  attempts: Int,
  next_attempt_at: NStr,
  created_at: Str,
  done_at: NStr,
  log: Type.Array(DeliveryAttempt),
});
export type Delivery = Static<typeof Delivery>;

export const DeliveryPage = Type.Object({ items: Type.Array(Delivery), total: Int, limit: Int, offset: Int });
export type DeliveryPage = Static<typeof DeliveryPage>;
