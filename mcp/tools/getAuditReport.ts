import { Type } from 'typebox';
import { auditProvenance } from '../../read/stats/queries.ts';
import { Audit } from '../../read/stats/shapes.ts';
import { defineTool } from '../tool.ts';

export const getAuditReport = defineTool({
  name: 'get_audit_report',
  title: 'Provenance and licence audit',
  description:
    'How trustworthy and reusable the data is: systems and codes per provenance tier (official download, manual transcription, structural derivation, expert curated), per licence and per kind, plus totals. ' +
    'Use it before relying on or redistributing codes. No input. Same answer as GET /api/v1/audit.',
  input: Type.Object({}),
  output: Audit,
  async handler(_args, { db }) {
    const a = await auditProvenance(db);
    const text =
      `${a.totals.systems} systems, ${a.totals.nodes} codes, ${a.totals.equivalences} crosswalk edges.\n` +
      `Provenance: ${a.tiers.map((t) => `${t.provenance} ${t.systems} systems/${t.nodes} codes`).join('; ')}\n` +
      `Licences (top 8): ${a.licenses
        .slice(0, 8)
        .map((l) => `${l.license} (${l.systems})`)
        .join('; ')}\n${a.disclaimer} Several licences restrict reuse.`;
    return { data: a, text };
  },
});
