import type { ComponentType } from 'react';
import type { Page, Section } from '../generated/types.ts';
import { sectionComponents } from '../sections/registry.ts';
import { sectionTones, ToneContext } from './ui/tone.ts';

export function SectionView({ section }: { section: Section }) {
  // The registry is keyed by the same `type` the union is discriminated on.
  const Component = sectionComponents[section.type] as ComponentType<Section>;
  return <Component {...section} />;
}

export function PageView({ page }: { page: Page }) {
  const tones = sectionTones(page.sections);
  return (
    <>
      {page.sections.map((section, index) => (
        <ToneContext value={tones[index]} key={index}>
          <SectionView section={section} />
        </ToneContext>
      ))}
    </>
  );
}
