import { useTitle } from '../useApi.ts';

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at this address: no such code, system, country or page. Try <a href="/explore">searching</a> or
        the <a href="/systems">catalog of systems</a>.
      </p>
    </>
  );
}
