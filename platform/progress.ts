import { redrawableTerminal } from './config.ts';

/**
 * Progress for long work: a bar with count, rate and ETA on a terminal (stderr), and a plain
 * log line every few seconds when stderr is not a terminal (CI logs, files). The rate counts only the work
 * done since the bar was made (not `done`, the work before it), and neither rate nor ETA is shown before a
 * second has passed (a rate over a millisecond says nothing).
 */
export interface Progress {
  tick(n?: number): void;
  set(done: number, total?: number): void;
  done(message?: string): void;
}

export interface ProgressOptions {
  /** Work already done when the bar is made (kept answers, a resumed run): counted, but not in the rate. */
  done?: number;
  stream?: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;
  now?: () => number;
}

export function createProgress(
  label: string,
  total: number,
  unit = 'records',
  { done: already = 0, stream = process.stderr, now: clock = Date.now }: ProgressOptions = {},
): Progress {
  // A redrawn bar needs a terminal that takes escape codes: not in CI, nor with NO_COLOR or TERM=dumb.
  const tty = Boolean(stream.isTTY) && redrawableTerminal();
  const start = clock();
  let count = already;
  let lastDraw = 0;
  const draw = (force = false) => {
    const now = clock();
    if (!force && now - lastDraw < (tty ? 100 : 5000)) return;
    lastDraw = now;
    const secs = (now - start) / 1000;
    const rate = (count - already) / secs;
    const eta = rate > 0 && total > count ? Math.round((total - count) / rate) : 0;
    const pct = total > 0 ? Math.min(100, (100 * count) / total) : 100;
    const timing = secs >= 1 ? ` ${Math.round(rate).toLocaleString('en')}/s ETA ${eta}s` : '';
    const figures = `${count.toLocaleString('en')}/${total.toLocaleString('en')} ${unit}${timing}`;
    if (tty) {
      const width = 24,
        filled = Math.round((pct / 100) * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${pct.toFixed(0)}% ${figures}\x1b[K`,
      );
    } else stream.write(`${label}: ${pct.toFixed(0)}% ${figures}\n`);
  };
  return {
    tick(n = 1) {
      count += n;
      draw();
    },
    set(done, t) {
      count = done;
      if (t !== undefined) total = t;
      draw();
    },
    done(message) {
      count = Math.max(count, total);
      draw(true);
      if (tty) stream.write('\n');
      if (message) stream.write(`${label}: ${message}\n`);
    },
  };
}
