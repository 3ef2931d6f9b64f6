// What the audit reads from a built page, in one streaming pass of htmlparser2: no scripts
// run and nothing loads, so this is the page exactly as a crawler receives it. (A DOM with
// CSS selectors took ten times longer, which a 5,000-page build feels.)
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';

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

const blockTags = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'caption',
]);
/** Menus, the docs sidebar and the mobile drawer repeat on many pages: they are not the page's content. */
const skippedTags = new Set(['nav', 'aside', 'dialog', 'script', 'style', 'template']);
const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** The text with each run of white space one space, trimmed, as a browser shows it. */
// Most texts hold single plain spaces only, and a test costs less than a replace.
export const clean = (text: string) => (/\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
// The parser's tokenizer runs a fifth faster without decoding character references and
// without lower-casing names (React and markdown-it write lowercase), so text is decoded here
// only when it holds a reference. The page is parsed in one piece, so each text between two
// tags arrives whole, never a reference cut in two.
const decode = (text: string, decoder: (text: string) => string) => (text.includes('&') ? decoder(text) : text);

interface Open {
  tag: string;
  text: string;
  hasBlock: boolean;
}

export function readPage(source: string): PageFacts {
  // The content region is <main>, or the whole body of a page without one.
  const regionTag = source.includes('<main') ? 'main' : 'body';
  const facts: PageFacts = {
    title: '',
    description: '',
    h1: [],
    firstParagraph: '',
    blocks: [],
    images: [],
    links: [],
  };
  let depth = 0;
  let regionDepth = -1; // depth of the open region element, or -1 outside it
  let skipDepth = -1; // depth of an open skipped subtree inside the region
  let title: string | undefined;
  let h1: string | undefined;
  let h1Seen = false;
  const blocks: Open[] = [];
  const inRegion = () => regionDepth !== -1 && skipDepth === -1;

  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (voidTags.has(tag)) {
          if (tag === 'meta' && attributes.name === 'description')
            facts.description = clean(decode(attributes.content ?? '', decodeHTMLAttribute));
          if (tag === 'img')
            facts.images.push({
              src: decode(attributes.src ?? '', decodeHTMLAttribute),
              alt: attributes.alt === undefined ? null : decode(attributes.alt, decodeHTMLAttribute),
            });
          return;
        }
        depth += 1;
        if (tag === regionTag && regionDepth === -1) regionDepth = depth;
        else if (inRegion() && (skippedTags.has(tag) || attributes['aria-hidden'] === 'true')) skipDepth = depth;
        if (tag === 'title') title = '';
        if (tag === 'h1') h1 = '';
        if (!inRegion()) return;
        if (tag === 'a' && attributes.href !== undefined)
          facts.links.push(decode(attributes.href, decodeHTMLAttribute));
        if (blockTags.has(tag)) {
          if (blocks.length > 0) blocks[blocks.length - 1].hasBlock = true;
          blocks.push({ tag, text: '', hasBlock: false });
        }
      },
      ontext(raw) {
        const text = decode(raw, decodeHTML);
        if (title !== undefined) title += text;
        if (h1 !== undefined) h1 += text;
        // Text belongs to every open block: an outer block's text is its inner blocks' too.
        if (inRegion()) for (const block of blocks) block.text += text;
      },
      onclosetag(tag) {
        if (voidTags.has(tag)) return;
        if (tag === 'title' && title !== undefined) {
          facts.title = clean(title);
          title = undefined;
        }
        if (tag === 'h1' && h1 !== undefined) {
          facts.h1.push(clean(h1));
          h1 = undefined;
          h1Seen = true;
        }
        if (inRegion() && blockTags.has(tag) && blocks.at(-1)?.tag === tag) {
          const block = blocks.pop()!;
          const text = clean(block.text);
          if (tag === 'p' && h1Seen && facts.firstParagraph === '' && text !== '') facts.firstParagraph = text;
          if (!block.hasBlock && text !== '') facts.blocks.push({ tag, text });
        }
        if (depth === skipDepth) skipDepth = -1;
        if (depth === regionDepth) regionDepth = -1;
        depth -= 1;
      },
    },
    { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false },
  );
  parser.end(source);
  return facts;
}
