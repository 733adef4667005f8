/** Read queries of the equivalences read model (crosswalk edges), shared by the REST API and MCP. */
export * from './edgeQueries.ts';
export * from './translations.ts';
export * from './crosswalkQueries.ts';
