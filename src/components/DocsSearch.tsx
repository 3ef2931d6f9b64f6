import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import MiniSearch, { type SearchResult } from 'minisearch';
import { Search } from 'lucide';
import { Glyph } from './ui/Glyph.tsx';
import { useNavigate } from 'react-router-dom';
import { searchOptions, type SearchDocument } from '../lib/search-options.ts';

let index: Promise<MiniSearch<SearchDocument>> | undefined;
function loadIndex() {
  index ??= fetch('/search-index.json')
    .then((response) => response.text())
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, searchOptions));
  return index;
}

/** Searches every tutorial and help article as the visitor types (a WAI-ARIA combobox). */
export function DocsSearch({ placeholder }: { placeholder: string }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
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
    loadIndex().then((search) => {
      if (current) {
        setResults(search.search(query).slice(0, 8));
        setAnswered(query);
        setActive(-1);
      }
    });
    return () => {
      current = false;
    };
  }, [query]);

  const open = (result: SearchResult) => navigate(result.id as string);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      open(results[active]);
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
                <span className="block font-semibold text-slate-900">{result.title}</span>
                <span className="block text-sm text-slate-600">{result.page}</span>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
