import { useLocation } from 'react-router-dom';
import { docsNav } from '../generated/docs.ts';
import type { Site } from '../generated/types.ts';
import { DocsNavTabs } from './DocsNavTabs.tsx';

type NavLinkData = Site['docsNav'][number]['links'][number];

/** Links of the docs menu, the current page's marked with aria-current="page". */
export function DocsNavLinks({ links, onNavigate }: { links: NavLinkData[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="mt-2 space-y-0.5">
      {links.map((link) => {
        const current = link.href === pathname;
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={`block rounded-md px-3 py-1.5 text-sm ${current ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Every guide, grouped; a group's tabs follow its links, the tab holding the current page selected. */
export function DocsNav({ onNavigate, idPrefix = 'docs' }: { onNavigate?: () => void; idPrefix?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="All guides">
      {docsNav.map((group, index) => (
        <div key={group.heading} className="mb-6">
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p>
          <DocsNavLinks links={group.links} onNavigate={onNavigate} />
          {group.tabs && (
            <DocsNavTabs
              // The page can change under a mounted menu (client navigation): a new key starts from its tab.
              key={pathname}
              label={group.heading}
              tabs={group.tabs}
              pathname={pathname}
              idPrefix={`${idPrefix}-${index}`}
              onNavigate={onNavigate}
            />
          )}
        </div>
      ))}
    </nav>
  );
}
