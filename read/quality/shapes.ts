import { Type, type Static } from 'typebox';
import { Int, Str } from '../../projections/vocabulary/schema.ts';

export const QualityFinding = Type.Object({
  system: Str,
  codes: Type.Array(Str, { description: 'The codes concerned (for edges: `system:code` of both ends)' }),
  detail: Str,
});
export const QualityCheck = Type.Object({
  kind: Str,
  description: Str,
  total: Type.Integer({ description: 'Findings of this kind (items lists the first `limit`)' }),
  items: Type.Array(QualityFinding),
});
export const QualityReport = Type.Object({
  limit: Int,
  total: Type.Integer({ description: 'Findings of every kind' }),
  checks: Type.Array(QualityCheck),
});
export type QualityReport = Static<typeof QualityReport>;
export type QualityCheck = Static<typeof QualityCheck>;
export type QualityFinding = Static<typeof QualityFinding>;
