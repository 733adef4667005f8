import { z } from 'zod';
import { defineTool } from '../tool.ts';
import { auditProvenance, globalStats } from '../../projections/stats/queries.ts';

const bucket = z.object({ systems: z.number().int(), nodes: z.number().int() });
const TIERS: Record<string, string> = {
  official_download: "downloaded from the publisher's official file",
  structural_derivation: "derived from another system's structure",
  manual_transcription: 'transcribed by hand from a publication',
  expert_curated: 'curated by experts (domain vocabularies)',
  unknown: 'provenance not recorded',
};

export const getAuditReport = defineTool({
  name: 'get_audit_report',
  config: {
    title: 'Provenance and licence audit',
    description:
      'How trustworthy and reusable the data is: systems and codes per provenance tier (official download, manual transcription, structural derivation, expert curated), per licence and per kind, plus totals. ' +
      'Use it before relying on or redistributing codes. No input.',
    inputSchema: {},
    outputSchema: {
      totals: z.object({ systems: z.number().int(), nodes: z.number().int(), equivalences: z.number().int() }),
      provenance_tiers: z.array(bucket.extend({ provenance: z.string(), meaning: z.string() })),
      licenses: z.array(bucket.extend({ license: z.string() })).describe('At most 500, most codes first'),
      kinds: z.array(bucket.extend({ kind: z.string() })),
      disclaimer: z.string(),
    },
  },
  async handler(_args, { db }) {
    const [a, g] = await Promise.all([auditProvenance(db), globalStats(db)]);
    const provenance_tiers = a.tiers.map((t) => ({
      provenance: t.provenance,
      meaning: TIERS[t.provenance] ?? 'as recorded by the source',
      systems: t.systems,
      nodes: t.nodes,
    }));
    const licenses = a.licenses.map((l) => ({ license: l.license, systems: l.systems, nodes: l.nodes }));
    const kinds = a.kinds.map((k) => ({ kind: k.kind, systems: k.systems, nodes: k.nodes }));
    const disclaimer =
      'Informational only, not authoritative: check the publisher before relying on a code; several licences restrict reuse.';
    const text =
      `${g.systems} systems, ${g.nodes} codes, ${g.equivalences} crosswalk edges.\nProvenance: ${provenance_tiers.map((t) => `${t.provenance} ${t.systems} systems/${t.nodes} codes`).join('; ')}\n` +
      `Licences (top 8): ${licenses
        .slice(0, 8)
        .map((l) => `${l.license} (${l.systems})`)
        .join('; ')}\n${disclaimer}`;
    return {
      data: {
        totals: { systems: g.systems, nodes: g.nodes, equivalences: g.equivalences },
        provenance_tiers,
        licenses,
        kinds,
        disclaimer,
      },
      text,
    };
  },
});
