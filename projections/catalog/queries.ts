/** Read queries of the catalog read model (systems, nodes, history), shared by the REST API and MCP. */
export * from './page.ts';
export * from './systemQueries.ts';
export * from './nodeQueries.ts';
export { authorityUrl } from './authorityLinks.ts';
