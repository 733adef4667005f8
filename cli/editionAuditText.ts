import type { EditionAudit, AuditFact } from '../read/quality/editionAudit.ts';

/** `taxonomy audit --editions` as text: per pair, per edition, what is official, derived and missing. */
export function editionAuditText(r: EditionAudit): string {
  const out: string[] = [];
  const facts = (title: string, list: AuditFact[]) => {
    out.push(`  ${title}:${list.length ? '' : ' none'}`);
    for (const f of list) {
      const codes = f.codes?.length ? ` (${f.codes.join(', ')}${(f.count ?? 0) > f.codes.length ? ', …' : ''})` : '';
      out.push(`    ${f.what}: ${f.detail}${codes}`);
    }
  };
  for (const p of r.pairs) {
    out.push(`${p.name} (${p.from} → ${p.to})`);
    for (const e of p.editions) {
      out.push(`\n ${e.system}${e.name ? ` — ${e.name}` : ''}${e.loaded ? `, ${e.code_count} codes` : ', not loaded'}`);
      facts('official', e.official);
      facts('derived', e.derived);
      facts('missing', e.missing);
    }
    out.push('');
  }
  return out.join('\n') + '\n';
}
