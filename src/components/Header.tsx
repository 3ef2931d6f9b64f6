import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Menu, X } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import { useLocation } from 'react-router-dom';
import { site } from '../generated/site.ts';
import type { MenuEntry } from '../generated/types.ts';
import { Logo } from './Logo.tsx';
import { SearchButton } from './SearchButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** A dropdown closes 150 ms after the pointer leaves it. */
const dropdownCloseDelayMs = 150;

function Dropdown({
  entry,
  open,
  onOpen,
  onClose,
}: {
  entry: MenuEntry;
  open: boolean;
  onOpen: () => void;
  onClose: (delay: boolean) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `menu-${entry.label.toLowerCase()}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose(false);
      button.current?.focus();
    } else if (event.target === button.current && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      onOpen();
      if (event.key === 'ArrowDown')
        requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#${panelId} a`)?.focus());
    }
  };
  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onClose(true)}
      onKeyDown={onKeyDown}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && onClose(false)}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // A mouse has already opened the menu by hovering, so its click must not close it again.
          if ((event.nativeEvent as PointerEvent).pointerType === 'mouse' || !open) onOpen();
          else onClose(false);
        }}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700"
      >
        {entry.label}
        <Glyph icon={ChevronDown} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul className="w-80 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          {entry.links?.map((link, index) => (
            <li key={link.href}>
              {/* Named by the label alone, as the menu names it; the line under it is its description. */}
              <a
                href={link.href}
                onClick={() => onClose(false)}
                aria-label={link.description ? link.label : undefined}
                aria-describedby={link.description ? `${panelId}-${index}` : undefined}
                className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-slate-900">{link.label}</span>
                {link.description && (
                  <span id={`${panelId}-${index}`} className="mt-0.5 block text-xs text-slate-600">
                    {link.description}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function LoginLink({ className }: { className: string }) {
  return (
    <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" className={className}>
      Login<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function Header() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expandedGroups, setExpandedGroups] = useState<Set<string>>(new Set());
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menus, so the path is the trigger.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = (label: string) => {
    clearTimeout(closeTimer.current);
    setOpenMenu(label); // opening one dropdown closes any other
  };
  const close = (label: string, delay: boolean) => {
    clearTimeout(closeTimer.current);
    const shut = () => setOpenMenu((current) => (current === label ? null : current));
    if (delay) closeTimer.current = setTimeout(shut, dropdownCloseDelayMs);
    else shut();
  };
  const toggleGroup = (label: string) =>
    setExpandedGroups((groups) => {
      const next = new Set(groups);
      if (!next.delete(label)) next.add(label);
      return next;
    });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <a
          href="/"
          className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900"
          aria-label={`${site.name} home`}
        >
          <Logo />
          {site.name}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {site.nav.map((entry) =>
              entry.links ? (
                <Dropdown
                  key={entry.label}
                  entry={entry}
                  open={openMenu === entry.label}
                  onOpen={() => open(entry.label)}
                  onClose={(delay) => close(entry.label, delay)}
                />
              ) : (
                <li key={entry.label}>
                  <a
                    href={entry.href!}
                    className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700"
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <SearchButton />
          <ThemeToggle />
          <LoginLink className="btn btn-primary hidden px-4 py-2 text-sm lg:inline-flex" />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <Glyph icon={X} className="size-6" /> : <Glyph icon={Menu} className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
      >
        {/* Its links only once it opens: the desktop menus above carry the same links for crawlers,
            and the copy was ~4 kB of every page's HTML for a phone to parse and the app to hydrate. */}
        {mobileOpen && (
          <ul className="container-page space-y-1 py-4">
            {site.nav.map((entry) =>
              entry.links ? (
                <li key={entry.label}>
                  <button
                    type="button"
                    aria-expanded={expandedGroups.has(entry.label)}
                    aria-controls={`mobile-${entry.label.toLowerCase()}`}
                    onClick={() => toggleGroup(entry.label)}
                    className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
                  >
                    {entry.label}
                    <Glyph
                      icon={ChevronDown}
                      className={`size-5 transition-transform ${expandedGroups.has(entry.label) ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <ul
                    id={`mobile-${entry.label.toLowerCase()}`}
                    hidden={!expandedGroups.has(entry.label)}
                    className="mb-2 ml-3 border-l border-slate-200 pl-3"
                  >
                    {entry.links.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          onClick={() => setMobileOpen(false)}
                          className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50"
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.label}>
                  <a
                    href={entry.href!}
                    onClick={() => setMobileOpen(false)}
                    className="block rounded-md px-3 py-3 font-semibold text-slate-900 hover:bg-slate-50"
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
            <li className="pt-3">
              <LoginLink className="btn btn-primary w-full" />
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}
