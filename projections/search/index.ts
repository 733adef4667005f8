export type {
  SearchIndex,
  SearchQuery,
  GroupedQuery,
  SearchResult,
  GroupedResult,
  SearchHit,
  IndexOp,
} from './port.ts';
export { createSearchIndex } from './createSearchIndex.ts';
export { createSearchProjection, SEARCH_PROJECTION } from './projector.ts';
