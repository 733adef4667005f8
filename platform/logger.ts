import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The JSON-lines logger of the long-running processes (`serve`, `project`, `mcp`): one object per
 * line with `time`, `level` (a name), `msg` and a `process` field naming the command. `serve` and
 * `project` write to stdout; `mcp` to stderr, since its stdout carries the protocol. Request lines
 * of `serve` carry `request_id` (the X-Request-Id of the response).
 */
export function createLogger(processName: string, opts: { level?: string; fd?: 1 | 2 } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: { process: processName, pid: process.pid },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    pino.destination({ fd: opts.fd ?? 1, sync: true }),
  );
}
