import { SearchBox } from '../components/searchBox.tsx';
import { useTitle } from '../useApi.ts';

/** /explore: find a code by words or by code, then open its page. */
export function ExplorePage({ query }: { query: string }) {
  useTitle('Explore');
  return (
    <>
      <h1>Explore classifications</h1>
      <p class="lead">
        Industry, product, occupation, trade and other classification systems, their hierarchies and the crosswalks
        between them. No account needed. Or <a href="/systems">browse the catalog of systems</a>.
      </p>
      <SearchBox initial={query} />
    </>
  );
}
