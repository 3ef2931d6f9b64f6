import { useState } from 'react';
import { Star } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { TestimonialsSection as Data } from '../generated/types.ts';
import { Monogram } from '../components/ui/Monogram.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

type Quote = Data['items'][number];
const categories = ['All', 'Agencies', 'Bloggers', 'eCommerce'] as const;

function Stars({ rating }: { rating: number }) {
  return (
    // role="img": a paragraph may not carry a label, an image of five stars may.
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Glyph
          icon={Star}
          key={n}
          className={`size-4 ${n <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </p>
  );
}

function QuoteCard({ item, className }: { item: Quote; className: string }) {
  return (
    <li className={`card flex flex-col p-5 sm:p-6 ${className}`}>
      {item.rating !== undefined && <Stars rating={item.rating} />}
      <blockquote className="mt-3 flex-1 text-slate-700">
        <p>“{keepCompounds(item.quote)}”</p>
      </blockquote>
      <footer className="mt-4 flex items-center gap-3">
        <Monogram name={item.author} />
        <span>
          <span className="block font-semibold text-slate-900">{item.author}</span>
          <span className="block text-sm text-slate-600">{item.role}</span>
        </span>
      </footer>
    </li>
  );
}

/** Quote-led: the first quote large beside its monogram, the others (if any) smaller in a row below. */
function LeadQuote({ item }: { item: Quote }) {
  return (
    <figure className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-[auto_1fr] sm:gap-10">
      <Monogram name={item.author} className="size-12 sm:size-24" />
      <div>
        {item.rating !== undefined && <Stars rating={item.rating} />}
        <blockquote className="mt-3 text-lg font-medium text-pretty text-slate-900 sm:text-2xl">
          <p>“{keepCompounds(item.quote)}”</p>
        </blockquote>
        <figcaption className="mt-4">
          <span className="block font-semibold text-slate-900">{item.author}</span>
          <span className="block text-sm text-slate-600">{item.role}</span>
        </figcaption>
      </div>
    </figure>
  );
}

export function TestimonialsSection({
  id,
  eyebrow,
  heading,
  intro,
  rating,
  filter = false,
  layout = 'cards',
  items,
}: Data) {
  const [category, setCategory] = useState<(typeof categories)[number]>('All');
  const shown = category === 'All' ? items : items.filter((item) => item.category === category);
  const [lead, ...rest] = shown;
  const cards = layout === 'quote' && !filter ? rest : shown;
  const grid = cardGrid(cards.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {rating && (
        <div className="-mt-2 mb-10 flex items-center justify-center gap-2 text-slate-800">
          <Stars rating={5} />
          <span className="font-semibold">{rating}</span>
        </div>
      )}
      {filter && (
        // On phones two rows of two equal buttons: the four did not fit one row and wrapped three and one (issue 16).
        <div
          role="group"
          aria-label="Filter reviews by category"
          className="mx-auto mb-10 grid max-w-sm grid-cols-2 gap-2 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center"
        >
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${category === name ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600'}`}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      {cards !== shown && lead && <LeadQuote item={lead} />}
      {cards.length > 0 && (
        <ul className={`${grid.list} ${cards !== shown ? 'mt-12' : ''}`} aria-live="polite">
          {cards.map((item, index) => (
            <QuoteCard key={`${item.author}-${item.quote.slice(0, 20)}`} item={item} className={grid.item(index)} />
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
