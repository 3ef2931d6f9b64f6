// The JSON a prerendered page hydrates with, without the Markdown bodies its HTML already
// draws (why, and how the app reads them back: src/lib/markdown-in-page.ts).
import { drawn, markdownBlock } from '../../src/lib/markdown-in-page.ts';

const blockStart = new RegExp(`<div ${markdownBlock}=""[^>]*>`, 'g');

/** `data` with each body that `html` draws, exactly, as the start of a Markdown block replaced by that block's number. */
export function withoutDrawnBodies(data: unknown, html: string): unknown {
  const contents = [...html.matchAll(blockStart)].map((match) => match.index + match[0].length);
  const strip = (value: unknown, key?: string): unknown => {
    if (key === 'body' && typeof value === 'string') {
      const block = contents.findIndex((start) => html.startsWith(`${value}</div>`, start));
      return block === -1 ? value : `${drawn}${block}`;
    }
    if (Array.isArray(value)) return value.map((item) => strip(item));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, strip(item, name)]));
  };
  return contents.length === 0 ? data : strip(data);
}
