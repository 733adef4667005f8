/**
 * ISIC Rev. 5 ↔ NACE Rev. 2.1 where the two structures coincide: NACE Rev. 2.1 is ISIC Rev. 5's European
 * refinement (same sections and divisions; groups and classes split or kept). No correspondence table is
 * published in the sources, so these links are DERIVED, each marked so with its rule: a code at the same
 * level with the same digits (NACE's dots removed) and the same title (case, spacing, punctuation and
 * British/American -is-/-iz- spellings ignored) is an `exact` link. Codes that differ are left unlinked
 * rather than guessed (`taxonomy audit` counts them as missing).
 */
import type { EdgeRecord, NodeRecord, SystemRelease } from '../../commands/records.ts';

const RULE = 'same level, same digits and same title in ISIC Rev. 5 and NACE Rev. 2.1';

/** A title as compared between the two editions. */
export function comparableTitle(t: string): string {
  return t
    .toLowerCase()
    .replace(/is(e|ed|es|ing|ation|ations)\b/g, 'iz$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The derived exact links between two node lists (ISIC first). */
export function coincidingLinks(isic: NodeRecord[], nace: NodeRecord[]): EdgeRecord[] {
  const byDigits = new Map(nace.map((n) => [n.code.replace(/\./g, ''), n]));
  const out: EdgeRecord[] = [];
  for (const i of isic) {
    const n = byDigits.get(i.code);
    if (!n || n.level !== i.level || comparableTitle(n.title) !== comparableTitle(i.title)) continue;
    out.push({
      source_system: 'isic_rev5',
      source_code: i.code,
      target_system: 'nace_rev21',
      target_code: n.code,
      match_type: 'exact',
      provenance: { kind: 'derived', source: 'derived:isic_rev5__nace_rev21', rule: RULE },
    });
  }
  return out;
}

/** The derived links between editions whose releases were both read (today ISIC Rev. 5 and NACE Rev. 2.1). */
export function coincidingEdges(releases: SystemRelease[]): { id: string; edges: EdgeRecord[] }[] {
  const isic = releases.find((r) => r.system.id === 'isic_rev5');
  const nace = releases.find((r) => r.system.id === 'nace_rev21');
  return isic && nace ? [{ id: 'derived_isic_rev5__nace_rev21', edges: coincidingLinks(isic.nodes, nace.nodes) }] : [];
}
