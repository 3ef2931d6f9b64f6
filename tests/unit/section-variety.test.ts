import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// Issue 16: two sections of the same type and layout one after the other read as one long block.
// Every page must change type or `layout:` from one section to the next. Runs of rich text are
// exempt: a policy or reference page is one document split at its headings.
const pagesDir = join(import.meta.dirname, '..', '..', 'pages');
type Section = { type: string; layout?: string };

function repeats(file: string): string[] {
  const sections: Section[] = parse(readFileSync(join(pagesDir, file), 'utf8')).sections ?? [];
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
  const sections: Section[] = parse(readFileSync(join(pagesDir, file), 'utf8')).sections ?? [];
  return sections.map((section) => `${section.type}:${section.layout ?? 'default'}`).join(', ');
}

describe('adjacent sections', () => {
  it('never share a type and layout on any page', () => {
    const files = readdirSync(pagesDir).filter((name) => name.endsWith('.yaml'));
    expect(files.flatMap(repeats)).toEqual([]);
  });
});

describe('the feature pages', () => {
  it('each set their sections out in a series of layouts no other feature page shares', () => {
    const files = readdirSync(pagesDir).filter((name) => name.startsWith('features-') && name.endsWith('.yaml'));
    const twins = files.flatMap((file, index) =>
      files
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
