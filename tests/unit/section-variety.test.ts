import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// Issue 16: two sections of the same type and layout one after the other read as one long block.
// Every page must change type or `layout:` from one section to the next. Runs of rich text are
// exempt: a policy or reference page is one document split at its headings.
const pagesDir = join(import.meta.dirname, '..', '..', 'pages');
type Section = {
  type: string;
  layout?: string;
  filter?: boolean;
  image?: unknown;
  items?: { mockup?: string }[];
};
type Page = { layout?: string; sections?: Section[] };

const files = readdirSync(pagesDir).filter((name) => name.endsWith('.yaml'));
const read = (file: string): Page => parse(readFileSync(join(pagesDir, file), 'utf8'));
const sectionsOf = (file: string): Section[] => read(file).sections ?? [];

function repeats(file: string): string[] {
  const sections = sectionsOf(file);
  const look = (section: Section) => `${section.type} (layout ${section.layout ?? 'default'})`;
  return sections.flatMap((section, index) =>
    index > 0 && section.type !== 'rich-text' && look(section) === look(sections[index - 1])
      ? [
          `pages/${file}: sections ${index} and ${index + 1} are both ${look(section)}; give one of them another layout: or move a section between them`,
        ]
      : [],
  );
}

// Issue 16: the feature pages differed only in words. Each must set its sections out in its own
// series of types and layouts, so no two of them read as the same template.
function series(file: string): string {
  return sectionsOf(file)
    .map((section) => `${section.type}:${section.layout ?? 'default'}`)
    .join(', ');
}

/**
 * How a section reads on a wide screen, from its component in src/sections/: different types can look the
 * same. Feature cards, numbered steps, quote cards, channel cards and checklist tiles are all rows of white
 * boxed cards; the dark stats band and the gradient call to action are both dark brand bands; a problem
 * and an FAQ both set a boxed, ruled list beside their heading; a media-text block and a feature grid in
 * rows both set a screen beside words.
 */
function lookOf(section: Section): string {
  switch (section.type) {
    case 'feature-grid':
      if (section.layout === 'bento') return 'bento grid of wide and narrow cards';
      // Rows without a mock-up have no screen to set beside the words: the cards stand side by side, unboxed.
      if (section.layout === 'rows')
        return section.items?.some((item) => item.mockup) ? 'screen beside words' : 'unboxed icon list';
      return 'grid of cards';
    case 'steps':
    case 'channel-cards':
    case 'checklist':
      return 'grid of cards';
    case 'testimonials':
      // filter: true always shows cards (TestimonialsSection.tsx).
      return section.layout === 'quote' && !section.filter ? 'one large quote' : 'grid of cards';
    case 'stats':
      return section.layout === 'context' ? 'figures beside their heading' : 'dark band';
    case 'cta':
      return section.layout === 'split' ? 'light panel' : 'dark band';
    case 'problem':
    case 'faq':
      return 'ruled list beside its heading';
    case 'media-text':
      return section.image ? 'screen beside words' : 'text';
    case 'rich-text':
      return 'text';
    case 'link-list':
      return 'columns of ruled links';
    case 'comparison-table':
      return 'table';
    case 'pricing-cards':
      return 'plan cards';
    case 'screenshot':
      return 'large screenshot';
    case 'video':
      return 'video posters';
    case 'logo-row':
      return 'logo strip';
    case 'contact-form':
    case 'newsletter-form':
      return 'form';
    default:
      // hero, tabs, docs-search, docs-articles: a look of their own.
      return section.type;
  }
}

function lookAlikes(file: string): string[] {
  const sections = sectionsOf(file);
  return sections.flatMap((section, index) => {
    const before = sections[index - 1];
    if (!before || (section.type === 'rich-text' && before.type === 'rich-text')) return [];
    if (lookOf(section) !== lookOf(before)) return [];
    return [
      `pages/${file}: sections ${index} and ${index + 1} (${before.type}, ${section.type}) both read as a ${lookOf(section)}; give one of them another layout: or move a section between them`,
    ];
  });
}

describe('adjacent sections', () => {
  it('never share a type and layout on any page', () => {
    expect(files.flatMap(repeats)).toEqual([]);
  });

  it('never look alike on any page, whatever their types', () => {
    expect(files.flatMap(lookAlikes)).toEqual([]);
  });
});

describe('the marketing pages', () => {
  it('do not end, more than half of them, with the same closing look', () => {
    const marketing = files.filter((file) => read(file).layout === 'marketing');
    const endings = new Map<string, string[]>();
    for (const file of marketing) {
      const last = sectionsOf(file).at(-1);
      if (!last) continue;
      endings.set(lookOf(last), [...(endings.get(lookOf(last)) ?? []), file]);
    }
    const tooMany = [...endings]
      .filter(([, pages]) => pages.length > marketing.length / 2)
      .map(
        ([look, pages]) =>
          `${pages.length} of ${marketing.length} marketing pages end with a ${look}; give some of their last sections another layout: (cta: split)`,
      );
    expect(tooMany).toEqual([]);
  });
});

describe('the feature pages', () => {
  it('each set their sections out in a series of layouts no other feature page shares', () => {
    const features = files.filter((name) => name.startsWith('features-'));
    const twins = features.flatMap((file, index) =>
      features
        .slice(index + 1)
        .filter((other) => series(other) === series(file))
        .map(
          (other) =>
            `pages/${file} and pages/${other} both run ${series(file)}; give a section of one of them another layout:`,
        ),
    );
    expect(twins).toEqual([]);
  });
});
