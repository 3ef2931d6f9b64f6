// The JSON a prerendered page hydrates with, without the Markdown bodies its HTML already
// draws (why, and how the app reads them back: src/lib/markdown-in-page.ts).
import { drawn, mapBodies, markdownBlock } from '../../src/lib/markdown-in-page.ts';

const blockStart = new RegExp(`<div ${markdownBlock}=""[^>]*>`, 'g');

/** `data` with each body that `html` draws, exactly, as the start of a Markdown block replaced by that block's number. */
export function withoutDrawnBodies(data: unknown, html: string): unknown {
  const contents = [...html.matchAll(blockStart)].map((match) => match.index + match[0].length);
  if (contents.length === 0) return data;
  return mapBodies(data, (body) => {
    const block = contents.findIndex((start) => html.startsWith(`${body}</div>`, start));
    return block === -1 ? body : `${drawn}${block}`;
  });
}
