import type { DocsGuide } from '../lib/docs-guides.ts';

/** The guides before and after this one in docsNav order, across its group headings. */
export function DocsPager({ guides, index }: { guides: DocsGuide[]; index: number }) {
  const previous = guides[index - 1];
  const next = guides[index + 1];
  if (!previous && !next) return null;
  const card = 'block rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-600 hover:bg-slate-50';
  return (
    <nav
      aria-label="Previous and next guides"
      className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2"
    >
      {previous && (
        <a href={previous.href} rel="prev" className={card}>
          <span className="block text-xs text-slate-600">Previous</span>{' '}
          <span className="block font-semibold text-brand-800">{previous.label}</span>
        </a>
      )}
      {next && (
        <a href={next.href} rel="next" className={`${card} text-right sm:col-start-2`}>
          <span className="block text-xs text-slate-600">Next</span>{' '}
          <span className="block font-semibold text-brand-800">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
