import { Type } from 'typebox';
import { choice } from './schema.ts';
import { LIMITS } from './limits.ts';
import { LANG_PATTERN } from '../texts/negotiate.ts';

/**
 * Input fields both doors take (REST query/path parameters, MCP tool arguments), bounded by
 * LIMITS. Each is a factory so a door can word the description for its readers; the bounds stay.
 */
const NO_NUL = '^[^\\u0000]+$';
/** At least one non-blank character, no NUL (linear to match). */
const TEXT = '^\\s*[^\\s\\u0000][^\\u0000]*$';

export const systemIdParam = (description = 'Classification system id, e.g. naics_2022') =>
  Type.String({ minLength: 1, maxLength: LIMITS.systemIdMaxLength, pattern: NO_NUL, description });

export const codeParam = (description = 'Code exactly as published, e.g. 484 in naics_2022') =>
  Type.String({ minLength: 1, maxLength: LIMITS.codeMaxLength, pattern: NO_NUL, description });

export const queryParam = (description = 'Words or a code') =>
  Type.String({ minLength: 1, maxLength: LIMITS.queryMaxLength, pattern: TEXT, description });

/** An ISO 3166-1 alpha-2 code in a filter (any case). */
export const countryCodeParam = (description = 'ISO 3166-1 alpha-2 country code, e.g. US (any case)') =>
  Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$', description });

export const limitParam = (what = 'items', dflt: number = LIMITS.pageDefault) =>
  Type.Integer({
    minimum: 1,
    maximum: LIMITS.pageMax,
    default: dflt,
    description: `How many ${what} to return (default ${dflt}, at most ${LIMITS.pageMax})`,
  });

export const offsetParam = (description = 'How many to skip, for paging (default 0)') =>
  Type.Integer({ minimum: 0, maximum: LIMITS.offsetMax, default: 0, description });

export const perGroupParam = (dflt: number = LIMITS.perGroupDefault) =>
  Type.Integer({
    minimum: 1,
    maximum: LIMITS.perGroupMax,
    default: dflt,
    description: `Hits shown per system (default ${dflt}, at most ${LIMITS.perGroupMax})`,
  });

export const maxMatchesParam = (dflt: number) =>
  Type.Integer({
    minimum: 1,
    maximum: LIMITS.matchesMax,
    default: dflt,
    description: `Codes listed per target system (default ${dflt}, at most ${LIMITS.matchesMax})`,
  });

/** `include=domain` on translations: synthetic domain vocabularies become bridges, not only end points. */
export const includeDomainParam = () =>
  Type.Optional(
    Type.Literal('domain', {
      description: 'Also translate through synthetic domain vocabularies (by default they are only end points)',
    }),
  );

export const KINDS = ['standard', 'domain'] as const;
export const kindParam = (
  description = 'standard: official classifications (NAICS, ISIC, SOC, HS, ...); domain: curated vocabularies layered on them',
) => choice(KINDS, { description });

/** Several system ids: an array (MCP, JSON bodies) or a comma-separated query parameter (REST GET). */
export const systemListParam = (description = `System ids (at most ${LIMITS.systemsMax})`) =>
  Type.Array(systemIdParam(), { minItems: 1, maxItems: LIMITS.systemsMax, description });
export const systemCsvParam = (description = `Comma-separated system ids (at most ${LIMITS.systemsMax})`) =>
  Type.String({
    maxLength: LIMITS.systemsMax * (LIMITS.systemIdMaxLength + 1),
    pattern: `^[a-z0-9_]+(,[a-z0-9_]+){0,${LIMITS.systemsMax - 1}}$`,
    description,
  });

/** Several country codes, as an array or a comma-separated query parameter. */
export const countryListParam = (description = `ISO 3166-1 alpha-2 codes (at most ${LIMITS.countriesMax})`) =>
  Type.Array(countryCodeParam(), { minItems: 1, maxItems: LIMITS.countriesMax, description });
export const countryCsvParam = (
  description = `Comma-separated ISO 3166-1 alpha-2 codes (at most ${LIMITS.countriesMax})`,
) =>
  Type.String({
    maxLength: LIMITS.countriesMax * 3,
    pattern: `^[A-Za-z]{2}(,[A-Za-z]{2}){0,${LIMITS.countriesMax - 1}}$`,
    description,
  });

/** BCP 47 language tag(s) in preference order, comma-separated (`de`, `fr-CH,fr`); answers fall back to English per field. */
export const langParam = (
  description = 'Language of the titles (BCP 47, e.g. de, fr, es; several comma-separated in preference order). Without it, Accept-Language decides; fields without text in that language stay English.',
) => Type.String({ maxLength: 100, pattern: LANG_PATTERN, description });
