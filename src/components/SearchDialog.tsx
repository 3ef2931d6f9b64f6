import { useEffect, useRef } from 'react';
import { X } from './ui/icons.ts';
import { DocsSearch } from './DocsSearch.tsx';
import { Glyph } from './ui/Glyph.tsx';
import { keepFocusInside } from './ui/keep-focus-inside.ts';

/** The site's search as a modal dialog: opened by SearchButton, loaded with the index on first use. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Focus goes back where it was (the Search button, or the page behind a shortcut) on closing.
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    // showModal focuses the first button (Close); typing starts in the search box instead.
    dialog.current?.querySelector('input')?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="search-dialog-title"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="mx-auto mt-[8vh] w-[40rem] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-4 sm:p-6">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="search-dialog-title" className="text-lg font-bold text-slate-900">
            Search the docs
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label="Close search"
          >
            <Glyph icon={X} className="size-5" />
          </button>
        </div>
        <DocsSearch placeholder="Search tutorials and help articles" onOpen={() => dialog.current?.close()} />
        <p className="mt-3 hidden text-xs text-slate-600 sm:block">
          <kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to choose,{' '}
          <kbd className="font-sans font-semibold">Enter</kbd> to open,{' '}
          <kbd className="font-sans font-semibold">Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
