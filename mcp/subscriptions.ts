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
 * feed (projections/changes) shows a change of it, polled every `pollMs` from the feed's head at the start.
 * Returns `close`, which stops the polling.
 */
export function enableSubscriptions(server: McpServer, db: Queryable, pollMs = 1000): { close(): void } {
  const subscribed = new Set<string>();
  server.server.registerCapabilities({ resources: { subscribe: true } });
  server.server.setRequestHandler(SubscribeRequestSchema, async ({ params }) => {
    if (!SYSTEM_URI.test(params.uri) && !NODE_URI.test(params.uri))
      throw new McpError(
        ErrorCode.InvalidParams,
        `cannot subscribe to ${params.uri}: subscribe to taxonomy://systems/{id} or taxonomy://nodes/{system}/{code}`,
      );
    subscribed.add(params.uri);
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async ({ params }) => {
    subscribed.delete(params.uri);
    return {};
  });
  let cursor: Promise<string> = latestCursor(db).catch(() => '0-0');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    if (stopped) return;
    try {
      if (subscribed.size) {
        let since = await cursor;
        for (;;) {
          const page = await listChanges(db, { since, limit: 500 });
          const updated = new Set(page.items.flatMap(resourcesOf).filter((uri) => subscribed.has(uri)));
          for (const uri of updated) await server.server.sendResourceUpdated({ uri });
          since = page.next_cursor;
          if (!page.has_more) break;
        }
        cursor = Promise.resolve(since);
      } else cursor = latestCursor(db); // nobody listens: start from the head when someone does
    } catch {
      // a failed poll (database restarting, client gone) is tried again at the next tick
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };
  timer = setTimeout(() => void poll(), pollMs);
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
