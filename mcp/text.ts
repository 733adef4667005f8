/** Text renderings of tool results: short, one line per item, the rest counted. */

/** A code on one line: "naics_2022 484 Truck Transportation" (the system left out when not given). */
export const line = (n: { system?: string; code: string; title: string }) =>
  `${n.system ? `${n.system} ` : ''}${n.code} ${n.title}`;

/** At most `max` lines, then a count of the rest. */
export function lines(items: string[], max = 25): string {
  const shown = items.slice(0, max);
  return items.length > max
    ? `${shown.join('\n')}\n… ${items.length - max} more (see structuredContent)`
    : shown.join('\n');
}
