// What the audit reads from a built page, parsed with node-html-parser: no scripts run and
// nothing loads, so this is the page exactly as a crawler receives it.
import { parse, type HTMLElement } from 'node-html-parser';

export interface PageFacts {
  title: string;
  description: string;
  h1: string[];
  /** The first paragraph after the h1: the one search engines and readers take as the summary. */
  firstParagraph: string;
  /** Text of the main content's innermost blocks (paragraphs, list items, headings, cells), navigation left out. */
  blocks: { tag: string; text: string }[];
  images: { src: string; alt: string | null }[];
  /** Link targets in the main content, navigation left out. */
  links: string[];
}

const blockTags = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, blockquote, figcaption, caption';
const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function readPage(source: string): PageFacts {
  const doc = parse(source, { comment: false });
  const main: HTMLElement = doc.querySelector('main') ?? doc.querySelector('body') ?? doc;
  // Menus, the docs sidebar and the mobile drawer repeat on many pages: they are not the page's content.
  for (const element of main.querySelectorAll('nav, aside, dialog, script, style, template, [aria-hidden="true"]')) element.remove();
  // In document order, the first <p> after the <h1>.
  const ordered = main.querySelectorAll('h1, p');
  const h1Index = ordered.findIndex((element) => element.tagName === 'H1');
  const first = h1Index === -1 ? undefined : ordered.slice(h1Index + 1).find((element) => element.tagName === 'P');
  return {
    title: clean(doc.querySelector('title')?.textContent),
    description: clean(doc.querySelector('meta[name="description"]')?.getAttribute('content')),
    h1: doc.querySelectorAll('h1').map((element) => clean(element.textContent)),
    firstParagraph: clean(first?.textContent),
    blocks: main
      .querySelectorAll(blockTags)
      .filter((element) => !element.querySelector(blockTags))
      .map((element) => ({ tag: element.tagName.toLowerCase(), text: clean(element.textContent) }))
      .filter((block) => block.text !== ''),
    images: doc.querySelectorAll('img').map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? null })),
    links: main.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
  };
}
