/** Read functions of the catalog read model (systems, codes, history), shared by every door. */
export * from './page.ts';
export * from './systemQueries.ts';
export * from './nodeQueries.ts';
export * from './history.ts';
export * from './codeAcrossSystems.ts';
export * from './suggestions.ts';
export * from './nodeShapes.ts';
export * from './systemShapes.ts';
export { authorityUrl } from './authorityLinks.ts';
