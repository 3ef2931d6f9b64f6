import { use, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { site } from '../generated/site.ts';
import type { Page } from '../generated/types.ts';
import { startAnalytics, trackPageView } from '../lib/analytics.ts';
import { loadPage, usePageEdits } from '../lib/page-data.ts';
import { pageForPath, redirectForPath } from '../lib/paths.ts';
import { NotFound } from '../sections/lazy-parts.tsx';
import { PageView } from './PageView.tsx';

function setMeta(selector: string, attribute: string, value: string) {
  document.querySelector(selector)?.setAttribute(attribute, value);
}

/** The path the browser loaded: its prerendered JSON-LD is its own, and no other page's. */
const loadedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** After client-side navigation: the head tags the prerender wrote, then analytics, then the top of the page. */
function useDocumentHead(page: Page | undefined, pathname: string, search: string, hash: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation, search included, is a page view.
  useEffect(() => {
    // The structured data is built with the page (scripts/build/structured-data.ts), not in the
    // browser: after a move to another page it would describe the first one, so it goes.
    if (pathname !== loadedPath) {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    }
    if (page) {
      document.title = page.meta.title;
      setMeta('meta[name="description"]', 'content', page.meta.description);
      setMeta('link[rel="canonical"]', 'href', `${site.baseUrl}${pathname === '/' ? '/' : pathname}`);
    }
    startAnalytics(site.analyticsId);
    trackPageView();
  }, [page, pathname, search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path or #hash scrolls, so both are triggers.
  useEffect(() => {
    // A block body: in this Chromium, scrollTo returns a Promise, which an effect must not return.
    if (!hash) window.scrollTo(0, 0);
    else document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [pathname, hash]);
}

function LoadedPage({
  name,
  pathname,
  search,
  hash,
}: {
  name: string;
  pathname: string;
  search: string;
  hash: string;
}) {
  usePageEdits();
  const page = use(loadPage(name, pathname));
  useDocumentHead(page, pathname, search, hash);
  return <PageView page={page} />;
}

function MissingPage({ pathname, search }: { pathname: string; search: string }) {
  // Before useDocumentHead's effect (effects run in order), so its page view has this title.
  useEffect(() => {
    document.title = `Page not found | ${site.name}`;
  }, []);
  useDocumentHead(undefined, pathname, search, '');
  return <NotFound />;
}

export function PageRoute() {
  const { pathname, search, hash } = useLocation();
  const name = pageForPath(pathname);
  // Keyed by path: another page is new state throughout (a docs page's chosen article, open
  // sections, a filter), not the last page's kept because its sections are of the same types.
  if (name) return <LoadedPage key={pathname} name={name} pathname={pathname} search={search} hash={hash} />;
  const target = redirectForPath(pathname);
  if (target) return <Navigate to={target} replace />;
  return <MissingPage pathname={pathname} search={search} />;
}
