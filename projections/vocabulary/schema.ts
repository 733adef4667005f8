import { Type, type TSchema } from 'typebox';

/**
 * The building blocks of every shape the read layer answers with (TypeBox: one schema gives the
 * TypeScript type, the REST response schema and the MCP output schema).
 */
export const Str = Type.String();
export const Int = Type.Integer();
export const Bool = Type.Boolean();

/** Nullable scalars as `type: [x, 'null']` (valid OpenAPI 3.1 and JSON Schema; cheaper to check than anyOf). */
export const nullable = <T>(type: string, extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...extra } as never);
export const NStr = nullable<string>('string');
export const NInt = nullable<number>('integer');

/** A string out of a fixed list. */
export const choice = <T extends string>(values: readonly T[], extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...extra } as never);

/** A page of `item`s: {items, total, limit, offset}, plus `extra` fields. */
export const page = <I extends TSchema, E extends Record<string, TSchema> = Record<never, TSchema>>(
  item: I,
  extra: E = {} as E,
) => Type.Object({ items: Type.Array(item), total: Int, limit: Int, offset: Int, ...extra });
