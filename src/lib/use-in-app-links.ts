import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The click handler, for the layout's root, that opens every link to a site path in the app
 * instead of reloading the page: the links themselves are plain <a> elements. A router <Link>
 * for each of them (73 on the home page, menus and footer included) was a dozen hooks apiece to
 * hydrate, a quarter of the page's hydration. As <Link> does, it leaves alone what the browser
 * should handle: a click another handler took, another button or a modifier key (new tab or
 * window, download), a link with a target or a download, and addresses off the site.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const href = link.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    // A link to the page already shown replaces its history entry instead of adding another.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(href, { replace: href === here });
  };
}
