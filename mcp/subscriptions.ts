import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  McpError,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Queryable } from '../platform/db.ts';
import { latestCursor, listChanges } from '../projections/changes/queries.ts';
import type { Change } from '../projections/changes/shapes.ts';

const SYSTEM_URI = /^taxonomy:\/\/systems\/[^/]+$/;
const NODE_URI = /^taxonomy:\/\/nodes\/[^/]+\/[^/]+$/;

/** The resources a change is about: its system's (both ends' for an edge or a crosswalk) and its codes'. */
export function resourcesOf(c: Change): string[] {
  const uris = [`taxonomy://systems/${c.system}`];
  if (c.code) uris.push(`taxonomy://nodes/${c.system}/${encodeURIComponent(c.code)}`);
  if (c.target_system) uris.push(`taxonomy://systems/${c.target_system}`);
  if (c.target_system && c.target_code)
    uris.push(`taxonomy://nodes/${c.target_system}/${encodeURIComponent(c.target_code)}`);
  return uris;
}

/**
 * `resources/subscribe` for a session that lasts (stdio; the HTTP door answers each request with a new server,
 * so it neither advertises nor offers it): a client subscribes to `taxonomy://systems/{id}` or
 * `taxonomy://nodes/{system}/{code}`, and gets `notifications/resources/updated` for that URI when the change
 * feed (projections/changes) shows a change of it after the subscription. The feed is polled every `pollMs`
 * only while a subscription exists: a session without one makes no query. Returns `close`, which stops it.
 */
export function enableSubscriptions(server: McpServer, db: Queryable, pollMs = 1000): { close(): void } {
  const subscribed = new Set<string>();
  /** The feed's position up to which changes were looked at; undefined while nobody listens. */
  let cursor: string | undefined;
  let stopped = false;
  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped || polling || timer || !subscribed.size) return;
    timer = setTimeout(() => {
      timer = undefined;
      void poll();
    }, pollMs);
  };
  const idle = () => {
    clearTimeout(timer);
    timer = undefined;
    cursor = undefined; // the next first subscriber starts from the head of its time
  };
  const poll = async () => {
    polling = true;
    try {
      if (cursor === undefined)
        cursor = await latestCursor(db); // the subscribe's own read had failed
      else {
        let since = cursor;
        for (;;) {
          const page = await listChanges(db, { since, limit: 500 });
          const updated = new Set(page.items.flatMap(resourcesOf).filter((uri) => subscribed.has(uri)));
          for (const uri of updated) await server.server.sendResourceUpdated({ uri });
          since = page.next_cursor;
          if (!page.has_more) break;
        }
        cursor = since;
      }
    } catch {
      // a failed poll (database restarting, client gone) is tried again at the next tick
    } finally {
      polling = false;
      if (subscribed.size) schedule();
      else idle();
    }
  };

  server.server.registerCapabilities({ resources: { subscribe: true } });
  server.server.setRequestHandler(SubscribeRequestSchema, async ({ params }) => {
    if (!SYSTEM_URI.test(params.uri) && !NODE_URI.test(params.uri))
      throw new McpError(
        ErrorCode.InvalidParams,
        `cannot subscribe to ${params.uri}: subscribe to taxonomy://systems/{id} or taxonomy://nodes/{system}/{code}`,
      );
    // the first subscription: changes count from now (answered after the head is read, so none is missed)
    if (cursor === undefined) cursor = await latestCursor(db).catch(() => undefined);
    subscribed.add(params.uri);
    schedule();
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async ({ params }) => {
    subscribed.delete(params.uri);
    if (!subscribed.size && !polling) idle();
    return {};
  });
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
