/**
 * A registration refused because the address is taken answers no sooner than a successful one would
 * (issue 33, row 8): the refusal is quick (the reservation is read, nothing written) while a success
 * appends three streams, waits for the projection and signs in, so the time alone told whether an
 * address had an account. Each refusal waits until a duration drawn from this instance's recent
 * successful registrations has passed, so refusals take as long as successes do, spread as they are.
 * Until this instance has registered an account there is nothing to match and a refusal is not delayed.
 */
export interface TimingMatch {
  /** A successful registration took `ms`. */
  record(ms: number): void;
  /** How much longer a refusal that has taken `elapsedMs` waits. */
  delayFor(elapsedMs: number): number;
}

export function createTimingMatch(size = 32, random: () => number = Math.random): TimingMatch {
  const recent: number[] = [];
  return {
    record(ms) {
      recent.push(ms);
      if (recent.length > size) recent.shift();
    },
    delayFor(elapsedMs) {
      if (recent.length === 0) return 0;
      const target = recent[Math.min(recent.length - 1, Math.floor(random() * recent.length))];
      return Math.max(0, target - elapsedMs);
    },
  };
}
