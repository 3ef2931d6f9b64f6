import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';

// The dialog, MiniSearch and the index load on first use, so no page pays for them up front.
const SearchDialog = lazy(() => import('./SearchDialog.tsx').then((module) => ({ default: module.SearchDialog })));

/** Where a `/` is a character typed, not the search shortcut. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's Search button; Ctrl+K, Cmd+K, or `/` outside a text field opens it from any page. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typesText(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-md p-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <Glyph icon={Search} className="size-5" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
