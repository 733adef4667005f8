import type { NodeRecord } from '../../commands/records.ts';
import { nodeReferences, resolveCode } from './references.ts';

/** Phrases other codes send to a code, per system then code. */
export type Referred = Map<string, Map<string, string[]>>;
const MAX_PER_CODE = 24;

/**
 * Positive evidence from cross-references: for the nodes added or changed in a batch, the phrases
 * their descriptions send to another code of the same system ("Establishments primarily engaged in
 * growing vegetables under glass ... are classified in Industry 0182" gives 0182 "growing vegetables
 * under glass or other protection"). A release arrives in one batch, so its references resolve
 * within it; a later change of the referring code alone leaves the target's document as it was
 * until the target changes or the projection is rebuilt.
 */
export function referredPhrases(
  events: readonly { type: string; data: { system: string; nodes?: NodeRecord[] } }[],
): Referred {
  const bySystem = new Map<string, NodeRecord[]>();
  for (const e of events)
    if ((e.type === 'NodesAdded' || e.type === 'NodesChanged') && e.data.nodes) {
      const list = bySystem.get(e.data.system);
      if (list) for (const n of e.data.nodes) list.push(n);
      else bySystem.set(e.data.system, [...e.data.nodes]);
    }
  const out: Referred = new Map();
  for (const [system, nodes] of bySystem) {
    const codes = new Set(nodes.map((n) => n.code));
    const perCode = new Map<string, string[]>();
    for (const n of nodes)
      for (const r of nodeReferences(n)) {
        const target = r.code && resolveCode(r.code, (c) => codes.has(c));
        if (!target || target === n.code) continue;
        const list = perCode.get(target) ?? [];
        if (list.length < MAX_PER_CODE && !list.includes(r.phrase)) list.push(r.phrase);
        perCode.set(target, list);
      }
    if (perCode.size) out.set(system, perCode);
  }
  return out;
}
