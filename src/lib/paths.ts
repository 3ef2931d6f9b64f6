import { routes, site } from '../generated/site.ts';

/** "/Pricing/" and "/pricing" are one page; the canonical form has no trailing slash. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function pageForPath(pathname: string): string | undefined {
  return routes[normalisePath(pathname)];
}

export function redirectForPath(pathname: string): string | undefined {
  return site.redirects?.find((redirect) => redirect.from === normalisePath(pathname))?.to;
}
