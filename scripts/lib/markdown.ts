// Markdown in page data is rendered to HTML at build time, so no Markdown parser ships
// to visitors. Raw HTML is off, so a <script> in YAML shows up as text.
import { createRequire } from 'node:module';
import type { MarkdownIt as MarkdownItInstance } from 'markdown-it';
import { compound } from '../../src/lib/compounds.ts';
import { headingBreaks } from '../../src/lib/heading-breaks.ts';
import { slugify } from '../../src/lib/slug.ts';
import { anyContainer, blockProblems, codeAndCallouts, type BlockProblem } from './markdown-blocks.ts';

/**
 * As src/lib/keep-compounds.tsx does for plain texts: "14-day" is not broken after its hyphen. And
 * as the pages' headings do (src/lib/heading-breaks.ts), a heading's line does not start with a
 * dash nor break inside a name; after the anchor plugin, which makes the heading's id from its text.
 */
function keepTogether(md: MarkdownItInstance) {
  const compounds = new RegExp(compound.source, 'gu');
  md.renderer.rules.text = (tokens, index) =>
    md.utils.escapeHtml(tokens[index].content).replace(compounds, '<span class="whitespace-nowrap">$1</span>');
  md.core.ruler.push('heading_breaks', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'heading_open') return;
      for (const child of token.children ?? []) if (child.type === 'text') child.content = headingBreaks(child.content);
    });
  });
}

// markdown-it is loaded, and its parsers made, when a text is first read: a rebuild whose pages
// with Markdown are all unchanged (their results are in the check's memo) never needs it.
const require = createRequire(import.meta.url);
const markdownIt = (options: import('markdown-it').MarkdownItOptions) =>
  new (require('markdown-it') as typeof import('markdown-it').default)(options);
const rendererWith = (colours: boolean) =>
  markdownIt({ html: false, linkify: false, typographer: true })
    .use(require('markdown-it-anchor') as typeof import('markdown-it-anchor').default, {
      slugify,
      level: [2, 3, 4],
    })
    .use(codeAndCallouts, { colours })
    .use(keepTogether);
/** What `make` makes, made when first asked for. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
const renderer = once(() => rendererWith(true));
// The checker reads only the rendered text, which colours do not change: it need not load the highlighter.
const textRenderer = once(() => rendererWith(false));
const reader = once(() => {
  const md = markdownIt({ html: false, linkify: false }).use(anyContainer);
  // The checker sees every link as written (markdown-it would otherwise drop javascript: links
  // silently) so that it can report them; the renderers keep markdown-it's own guard.
  md.validateLink = () => true;
  return md;
});

/** A link or image as written, with the 0-based line of the Markdown text it is on. */
interface MarkdownReference {
  href: string;
  line: number;
}

export interface MarkdownFacts {
  links: MarkdownReference[];
  images: MarkdownReference[];
  headingIds: string[];
  /** Code blocks and callouts the renderer would not show as meant (markdown-blocks.ts). */
  problems: BlockProblem[];
}

export function readMarkdown(text: string): MarkdownFacts {
  const tokens = reader().parse(text, {});
  const facts: MarkdownFacts = { links: [], images: [], headingIds: [], problems: blockProblems(tokens, text) };
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && Number(token.tag.slice(1)) >= 2) {
      facts.headingIds.push(slugify(tokens[index + 1]?.content ?? ''));
    }
    // Inline tokens carry the line range of their paragraph, heading or list item.
    const line = token.map?.[0] ?? 0;
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') facts.links.push({ href: String(child.attrGet('href') ?? ''), line });
      if (child.type === 'image') facts.images.push({ href: String(child.attrGet('src') ?? ''), line });
    }
  });
  return facts;
}

/** `colours: false` leaves code blocks uncoloured (same text, same elements around it), for the checker. */
export function renderMarkdown(text: string, { colours = true } = {}): string {
  return (colours ? renderer() : textRenderer()).render(text);
}
