import type { StatsSection as Data } from '../generated/types.ts';
import { alignForLength } from '../lib/centred-text.ts';

export function StatsSection({ id, eyebrow, heading, intro, items }: Data) {
  return (
    <section id={id} className="bg-brand-900 py-16">
      <div className="container-page">
        {(heading || eyebrow) && (
          <div className="mx-auto max-w-3xl text-center">
            {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>}
            {heading && <h2 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{heading}</h2>}
            {intro && <p className={`mt-4 text-lg text-brand-100 ${alignForLength(intro)}`}>{intro}</p>}
          </div>
        )}
        <dl
          className={`grid gap-8 text-center sm:grid-cols-2 ${items.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'} ${heading ? 'mt-12' : ''}`}
        >
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
