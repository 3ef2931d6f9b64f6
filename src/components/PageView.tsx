import type { ComponentType } from 'react';
import type { Page, Section } from '../generated/types.ts';
import { sectionComponents } from '../sections/registry.ts';
import { sectionTones, ToneContext } from './ui/tone.ts';

export function SectionView({ section }: { section: Section }) {
  // The registry is keyed by the same `type` the union is discriminated on.
  const Component = sectionComponents[section.type] as ComponentType<Section> | undefined;
  if (Component) return <Component {...section} />;
  // A new schema in schemas/sections/ passes the checker before its component exists (tsc
  // names it); npm run dev says so where the section would be, a build shows nothing.
  return import.meta.env.DEV ? <MissingComponent type={section.type} /> : null;
}

function MissingComponent({ type }: { type: string }) {
  return (
    <div
      role="alert"
      className="container-page my-6 rounded-lg border-4 border-dashed border-red-600 bg-red-50 p-6 font-mono text-red-900"
    >
      No component for the section type "{type}". Add one to sectionComponents in src/sections/registry.ts (npx tsc
      --noEmit lists what is missing).
    </div>
  );
}

export function PageView({ page }: { page: Page }) {
  const tones = sectionTones(page.sections);
  return (
    <>
      {page.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections have no id of their own and never move.
        <ToneContext value={tones[index]} key={index}>
          <SectionView section={section} />
        </ToneContext>
      ))}
    </>
  );
}
