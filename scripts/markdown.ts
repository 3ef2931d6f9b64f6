// Markdown in page data is rendered to HTML at build time, so no Markdown parser ships
// to visitors. Raw HTML is off, so a <script> in YAML shows up as text.
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { slugify } from '../src/lib/slug.ts';

const renderer = new MarkdownIt({ html: false, linkify: false, typographer: true }).use(anchor, { slugify, level: [2, 3, 4] });
// The checker sees every link as written (markdown-it would otherwise drop javascript: links
// silently) so that it can report them; the renderer above keeps markdown-it's own guard.
const reader = new MarkdownIt({ html: false, linkify: false });
reader.validateLink = () => true;

export interface MarkdownFacts {
  links: string[];
  images: string[];
  headingIds: string[];
}

export function readMarkdown(text: string): MarkdownFacts {
  const facts: MarkdownFacts = { links: [], images: [], headingIds: [] };
  const tokens = reader.parse(text, {});
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && Number(token.tag.slice(1)) >= 2) {
      facts.headingIds.push(slugify(tokens[index + 1]?.content ?? ''));
    }
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') facts.links.push(String(child.attrGet('href') ?? ''));
      if (child.type === 'image') facts.images.push(String(child.attrGet('src') ?? ''));
    }
  });
  return facts;
}

export function renderMarkdown(text: string): string {
  return renderer.render(text);
}
