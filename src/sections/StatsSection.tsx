import type { StatsSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { blockAlignForIntro } from '../lib/centred-text.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

// Columns follow the count, so no row is left short (issue 16). Literal class strings, so Tailwind finds them.
const bandColumns: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

/** Figures with a line of context each, beside the heading: a light band that explains its numbers. */
function ContextStats({ id, eyebrow, heading, intro, items }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} beside>
      <dl className="grid gap-8 sm:grid-cols-2">
        {items.map((item, index) => (
          // A definition list's group holds only dt and dd, the term first: the figure is moved above its label by order-first.
          <div
            key={item.label}
            className={`flex flex-col border-l-4 border-brand-600 pl-5 ${items.length % 2 === 1 && index === 0 ? 'sm:col-span-2' : ''}`}
          >
            <dt className="font-semibold text-slate-900">{item.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700">{item.value}</dd>
            {item.context && <dd className="mt-1 text-sm text-slate-600">{keepCompounds(item.context)}</dd>}
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}

export function StatsSection(data: Data) {
  if (data.layout === 'context') return <ContextStats {...data} />;
  const { id, eyebrow, heading, intro, items } = data;
  const align = blockAlignForIntro(intro);
  return (
    <section id={id} className="bg-brand-900 py-16">
      <div className="container-page">
        {(heading || eyebrow) && (
          <div className={`max-w-3xl ${align.text} ${align.flushLeft ? '' : 'mx-auto'}`}>
            {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>}
            {heading && (
              <h2 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
                {headingBreaks(heading)}
              </h2>
            )}
            {intro && <p className="mt-4 text-lg text-brand-100">{keepCompounds(intro)}</p>}
          </div>
        )}
        <dl className={`grid gap-8 text-center ${bandColumns[items.length]} ${heading ? 'mt-12' : ''}`}>
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-2">
              <dt className="text-brand-100">{item.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
