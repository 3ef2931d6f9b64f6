import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import { useNavigate } from 'react-router-dom';
import { excerptAround, findSections, highlight, loadSearchIndex, type SearchHit } from '../lib/site-search.ts';

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return highlight(text, terms).map((piece, i) =>
    piece.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
      <mark key={i} className="rounded-sm bg-amber-100 text-slate-900">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * Searches every tutorial and help article as the visitor types (a WAI-ARIA combobox): the docs
 * search section and the site's search dialog. `onOpen` runs when a result has been opened.
 */
export function DocsSearch({ placeholder, onOpen }: { placeholder: string; onOpen?: () => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchHit[]>([]);
  /** The query `results` answer: until it matches, the index is still loading or searching. */
  const [answered, setAnswered] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Words typed before this chunk hydrated are still in the box: search for them.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  useEffect(() => {
    let current = true;
    if (query.trim().length < 2) {
      setResults([]);
      return undefined;
    }
    loadSearchIndex().then((search) => {
      if (current) {
        setResults(findSections(search, query));
        setAnswered(query);
        setActive(-1);
      }
    });
    return () => {
      current = false;
    };
  }, [query]);

  const open = (result: SearchHit) => {
    navigate(result.id);
    onOpen?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && results[Math.max(active, 0)]) {
      // Enter with no result chosen opens the best one, as in every docs search.
      event.preventDefault();
      open(results[Math.max(active, 0)]);
    } else if (event.key === 'Escape') setQuery('');
  };
  const searching = query.trim().length >= 2;
  return (
    <div role="search" className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search the documentation
      </label>
      <Glyph icon={Search} className="pointer-events-none absolute top-3.5 left-3 size-5 text-slate-500" />
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={searching}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        placeholder={placeholder}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        className="field mt-0 py-3 pl-10 shadow-sm"
        autoComplete="off"
      />
      {searching && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          {answered !== query && (
            <li role="presentation" className="px-4 py-3 text-slate-600">
              Searching…
            </li>
          )}
          {answered === query && results.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-3 text-slate-600">
              No articles match “{query}”. Try another word, or ask us on live chat.
            </li>
          )}
          {answered === query &&
            results.map((result, i) => (
              <li
                key={result.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  open(result);
                }}
                className={`cursor-pointer px-4 py-3 ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              >
                <span className="block font-semibold text-slate-900">
                  <Marked text={result.headings} terms={result.terms} />
                </span>
                <span className="block text-sm font-medium text-brand-700">{result.title}</span>
                {result.excerpt && (
                  <span className="mt-1 line-clamp-2 text-sm text-slate-600">
                    <Marked text={excerptAround(result.excerpt, result.terms)} terms={result.terms} />
                  </span>
                )}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
