import { Type, type Static } from 'typebox';
import { Str } from '../../projections/vocabulary/schema.ts';

/** The shapes of the reconciliation protocol (W3C Reconciliation Service API 0.2), as REST sends them. */

const opt = Type.Optional;
export const TypeRef = Type.Object({ id: Str, name: Str });
const Service = Type.Object({ service_url: Str, service_path: Str });

export const Manifest = Type.Object({
  versions: Type.Array(Str),
  name: Str,
  identifierSpace: Str,
  schemaSpace: Str,
  documentation: opt(Str),
  serviceVersion: opt(Str),
  defaultTypes: Type.Array(TypeRef),
  view: Type.Object({ url: Str }),
  preview: Type.Object({ url: Str, width: Type.Integer(), height: Type.Integer() }),
  suggest: Type.Object({ entity: Service, type: Service, property: Service }),
  extend: Type.Object({ propose_properties: Service, property_settings: Type.Array(Type.Object({})) }),
});
export type Manifest = Static<typeof Manifest>;

export const Candidate = Type.Object({
  id: Type.String({ description: '{system}/{code}' }),
  name: Str,
  description: opt(Str),
  score: Type.Number({ description: '0..100' }),
  match: Type.Boolean({ description: 'True for an exact code or an exact title' }),
  type: Type.Array(TypeRef),
});
export type Candidate = Static<typeof Candidate>;
export const QueryResult = Type.Object({ result: Type.Array(Candidate) });
export const ReconcileResults = Type.Record(Type.String(), QueryResult, {
  description: 'One entry per query id of the batch, with its candidates, best first',
});
export type ReconcileResults = Static<typeof ReconcileResults>;

export const Suggestion = Type.Object({
  id: Str,
  name: Str,
  description: opt(Str),
  notable: opt(Type.Array(TypeRef)),
});
export const SuggestResult = Type.Object({ result: Type.Array(Suggestion) });
export type SuggestResult = Static<typeof SuggestResult>;

export const ProposedProperties = Type.Object({
  type: Str,
  properties: Type.Array(Type.Object({ id: Str, name: Str, description: opt(Str) })),
  limit: opt(Type.Integer()),
});
export type ProposedProperties = Static<typeof ProposedProperties>;

/** A property value: a string, an integer, or another entity. */
const Value = Type.Union([
  Type.Object({ str: Str }, { additionalProperties: false }),
  Type.Object({ int: Type.Integer() }, { additionalProperties: false }),
  Type.Object({ id: Str, name: Str }, { additionalProperties: false }),
]);
export const ExtendResult = Type.Object({
  meta: Type.Array(Type.Object({ id: Str, name: Str, type: opt(TypeRef) })),
  rows: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Value))),
});
export type ExtendResult = Static<typeof ExtendResult>;

/** A reconciliation query as the protocol sends it. */
export interface ReconQuery {
  query?: string;
  type?: string | string[];
  limit?: number;
  properties?: { pid: string; v: unknown }[];
  type_strict?: string;
}

export const entityId = (system: string, code: string) => `${system}/${code}`;
/** `{system}/{code}` back to its parts (system ids hold no slash; codes may). */
export function parseEntityId(id: string): { system: string; code: string } | null {
  const i = id.indexOf('/');
  return i > 0 && i < id.length - 1 ? { system: id.slice(0, i), code: id.slice(i + 1) } : null;
}
