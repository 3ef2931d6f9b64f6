// Headings are set with real dashes: a spaced en dash (–) or an em dash (—), never a hyphen
// between spaces or two hyphens, which typewriters needed and type does not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const pagesDir = join(import.meta.dirname, '..', '..', 'pages');
const typewriterDash = /(?<=\S) - (?=\S)|--/;
/** The fields the sections show as headings, and the Markdown headings inside a body. */
const headingKeys = new Set(['heading', 'title', 'question']);

/** Every heading text of a page's sections. */
function headingsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => headingsOf(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${path}.${key}`;
    if (typeof item !== 'string') return headingsOf(item, here);
    if (headingKeys.has(key)) return [{ path: here, text: item }];
    if (key === 'body')
      return item
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((text) => ({ path: here, text }));
    return [];
  });
}

describe('headings and titles in pages/*.yaml', () => {
  it('use – or — where a dash is meant, not " - " or "--"', () => {
    const wrong = readdirSync(pagesDir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => {
        const page = parse(readFileSync(join(pagesDir, file), 'utf8')) as {
          meta?: { title?: string };
          sections?: unknown;
        };
        // The page's title too: a tab, a search result and a share card set it as a heading.
        const title = page.meta?.title ? [{ path: 'meta.title', text: page.meta.title }] : [];
        return [...title, ...headingsOf(page.sections, 'sections')]
          .filter(({ text }) => typewriterDash.test(text))
          .map(({ path, text }) => `pages/${file} ${path}: "${text}": write " – " (en dash) instead of " - " or "--"`);
      });
    expect(wrong).toEqual([]);
  });
});
