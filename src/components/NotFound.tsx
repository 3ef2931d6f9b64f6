import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The docs pages nearest the missing path, from the search index, which only this page and search load. */
function useClosestPages(pathname: string) {
  const [pages, setPages] = useState<{ href: string; title: string }[]>([]);
  useEffect(() => {
    let current = true;
    import('../lib/site-search.ts')
      .then(async ({ closestPages, loadSearchIndex }) => {
        const index = await loadSearchIndex();
        if (current) setPages(closestPages(index, pathname));
      })
      // The suggestions are a help, not the page: without the index it still offers the way home.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  return pages;
}

/** The page shows '404', 'Oops! Page not found', 'Return to Home'; the missing path goes to the console. */
export function NotFound() {
  const { pathname } = useLocation();
  const suggestions = useClosestPages(pathname);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      {/* Centred, so two lines at most on a phone: tests/e2e/centred-text.spec.ts. */}
      <p className="mt-4 max-w-md text-pretty text-slate-600">
        This page does not exist or has moved. Try the menu, or go back home.
      </p>
      <a href="/" className="btn btn-primary mt-8">
        Return to Home
      </a>
      {suggestions.length > 0 && (
        <nav aria-labelledby="closest-pages" className="mt-10">
          <h2 id="closest-pages" className="text-base font-semibold text-slate-900">
            Were you looking for one of these pages?
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {suggestions.map((page) => (
              <li key={page.href}>
                <a href={page.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
