// What the audit reads from a built page, parsed by Chromium's HTML parser (DOMParser): no
// scripts run and nothing loads, so this is the page exactly as a crawler receives it.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

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

/** Runs in the browser. */
function readPages(sources: string[]): PageFacts[] {
  const blockTags = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, blockquote, figcaption, caption';
  return sources.map((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const main = doc.querySelector('main') ?? doc.body;
    // Menus, the docs sidebar and the mobile drawer repeat on many pages: they are not the page's content.
    for (const element of main.querySelectorAll('nav, aside, dialog, script, style, template, [aria-hidden="true"]')) element.remove();
    const h1 = doc.querySelector('h1');
    const paragraphs = [...main.querySelectorAll('p')];
    const first = paragraphs.find((p) => h1 !== null && (h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    return {
      title: clean(doc.title),
      description: clean(doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''),
      h1: [...doc.querySelectorAll('h1')].map((element) => clean(element.textContent)),
      firstParagraph: clean(first?.textContent ?? ''),
      blocks: [...main.querySelectorAll(blockTags)]
        .filter((element) => !element.querySelector(blockTags))
        .map((element) => ({ tag: element.tagName.toLowerCase(), text: clean(element.textContent) }))
        .filter((block) => block.text !== ''),
      images: [...doc.querySelectorAll('img')].map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') })),
      links: [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    };
  });
}

export interface HtmlReader { read(sources: string[]): Promise<PageFacts[]>; close(): Promise<void> }

/** Starts Chromium; the build opens it early so that it starts while Vite bundles. */
export async function openHtmlReader(): Promise<HtmlReader> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }).catch((error: Error) => {
    throw new Error(`The SEO audit parses pages with Chromium and could not start ${chromiumPath}: ${error.message.split('\n')[0]}\nInstall it with "apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium or Chrome binary.`);
  });
  const page = await browser.newPage();
  // tsx compiles named functions to __name(fn, "name") calls; the blank page needs that helper.
  await page.evaluate('globalThis.__name = (target) => target');
  return { read: (sources) => page.evaluate(readPages, sources), close: () => browser.close() };
}
