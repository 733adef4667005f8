export { createClient, operationUrl } from './client.ts';
export type { ClientOptions, InputOf, OperationId, OutputOf, TaxonomyClient } from './client.ts';
export { TaxonomyApiError } from './error.ts';
export type { Problem } from './error.ts';
export { readChanges } from './changes.ts';
export type { Change } from './changes.ts';
export { OPERATIONS } from './operations.gen.ts';
export type { components, operations, paths } from './schema.gen.ts';
