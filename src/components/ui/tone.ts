import { createContext, useContext } from 'react';
import type { Section } from '../../generated/types.ts';

type Tone = 'white' | 'tint';

/** The band colour PageView gives each section; white where no page sets it (the dev gallery). */
export const ToneContext = createContext<Tone>('white');

export function useTone() {
  return useContext(ToneContext);
}

export const bandClass = (tone: Tone) => (tone === 'tint' ? 'bg-slate-50' : 'bg-white');

/**
 * Alternates white and tinted bands so no two neighbouring sections blend into one.
 * The hero, the dark stats band (layout band) and the docs layout paint their own backgrounds and restart the rhythm;
 * a run of rich-text sections reads as one document, so it stays on one band.
 */
export function sectionTones(sections: Section[]): Tone[] {
  let next: Tone = 'tint';
  return sections.map((section, index) => {
    if (section.type === 'hero' || section.type === 'docs-articles') {
      next = 'tint';
      return 'white';
    }
    if (section.type === 'stats' && section.layout !== 'context') {
      next = 'white';
      return 'white';
    }
    const continuesRun = section.type === 'rich-text' && sections[index - 1]?.type === 'rich-text';
    const tone: Tone = continuesRun ? (next === 'tint' ? 'white' : 'tint') : next;
    next = tone === 'tint' ? 'white' : 'tint';
    return tone;
  });
}
