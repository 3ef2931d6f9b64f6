// The section gallery, only in `npm run dev` at /_gallery: every section type rendered from the
// examples in its schema, so an editor sees what each type looks like before choosing one.
import gallery from '../generated/gallery.json';
import type { Section } from '../generated/types.ts';
import { SectionView } from './PageView.tsx';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export default function Gallery() {
  return (
    <>
      <div className="container-page py-12">
        <h1 className="text-3xl font-bold text-slate-900">Section gallery</h1>
        <p className="mt-3 max-w-2xl text-slate-600">
          Every section type, drawn from the examples in schemas/sections/. EDITING.md lists each type's fields; this
          page exists only while npm run dev runs.
        </p>
        <nav aria-label="Section types" className="mt-6 flex flex-wrap gap-2">
          {gallery.map(({ type }) => (
            <a
              key={type}
              href={`#gallery-${type}`}
              className="rounded-full bg-slate-100 px-3 py-1 font-mono text-sm text-slate-700"
            >
              {type}
            </a>
          ))}
        </nav>
      </div>
      {gallery.map(({ type, description, sections }) => (
        <section
          key={type}
          id={`gallery-${type}`}
          aria-label={`type: ${type}`}
          className="border-t-4 border-dashed border-slate-300"
        >
          <div className="container-page py-4">
            <h2 className="font-mono text-lg font-semibold text-slate-900">type: {type}</h2>
            <p className="text-sm text-slate-600">{keepCompounds(description)}</p>
          </div>
          {(sections as Section[]).map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the examples have no id of their own and never move.
            <SectionView key={index} section={section} />
          ))}
        </section>
      ))}
    </>
  );
}
