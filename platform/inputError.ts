/**
 * Input a caller can fix, found by a read or command function below the doors (a batch with neither
 * `texts` nor `items`, a malformed reconciliation query, too many ids). Each door maps it once: REST
 * answers 400 problem+json with `parameter` (query-api/errorHandler.ts), MCP an `isError` result naming the
 * parameter (mcp/toolHandlers.ts), a batch item its own 400 entry (read/batch/). Functions throw it and
 * never catch it to re-dress it.
 */
export class InputError extends Error {
  constructor(
    message: string,
    /** The request field at fault, as the caller spelled it (`text`, `queries.q1.limit`). */
    readonly parameter?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
