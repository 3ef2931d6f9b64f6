import type { HeroSection as Data } from '../generated/types.ts';
import { ActionRow } from '../components/ui/ActionButton.tsx';
import { TopicSearch } from '../components/TopicSearch.tsx';

export function HeroSection({ id, eyebrow, heading, subheading, actions, note, image, topicSearch }: Data) {
  return (
    <section id={id} className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      <div className={`container-page relative grid items-center gap-12 py-16 sm:py-24 ${image ? 'lg:grid-cols-2' : ''}`}>
        <div className={image ? '' : 'mx-auto max-w-3xl text-center'}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">{heading}</h1>
          {subheading && <p className="mt-6 text-lg text-pretty text-slate-600 sm:text-xl">{subheading}</p>}
          {topicSearch && <TopicSearch {...topicSearch} />}
          <ActionRow actions={actions} className={`mt-8 ${image ? '' : 'justify-center'}`} />
          {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
        </div>
        {image && (
          <img
            src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high"
            className="h-auto w-full rounded-2xl border border-slate-200 shadow-2xl shadow-brand-900/10"
          />
        )}
      </div>
    </section>
  );
}
