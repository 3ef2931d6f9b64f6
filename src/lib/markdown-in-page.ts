// A page's Markdown bodies were in its prerendered HTML twice: drawn, and again in the JSON the
// app hydrates with, which took a docs guide's HTML to 17.7 kB with Brotli, past what a new
// connection's first round trip carries (issue 20). The prerender leaves out of that JSON each
// body the page draws (scripts/build/markdown-in-page.ts), writing `drawn` and the block's
// number among the page's Markdown blocks, in document order, in its place; the app reads those
// bodies back from the page before it hydrates, or from the page it fetched for a client-side
// navigation (src/lib/page-data.ts). The dev server's /_data/<page>.json keeps every body.

/** Marks a Markdown block's element (src/components/ui/Markdown.tsx), so both sides count the same blocks. */
export const markdownBlock = 'data-markdown';
/** Starts a body left in the page: no rendered Markdown starts with a NUL character. */
export const drawn = '\u0000';

/**
 * `data` with each Markdown `body` (a string under that key, at any depth) replaced by `change(body)`.
 * What holds no changed body is the same object, not a copy: a big site's build keeps every page's
 * data and this copy of it at once (issue 20), and most of a page is not Markdown.
 */
export function mapBodies(data: unknown, change: (body: string) => string): unknown {
  // A copy is made only of what holds a changed body, when the first one is met: walking a
  // 1,000-page site's data with a new array for every object and list was ~85 ms of a build.
  const walk = (value: unknown, key?: string): unknown => {
    if (key === 'body' && typeof value === 'string') return change(value);
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < value.length; index++) {
        const changed = walk(value[index]);
        if (changed === value[index]) continue;
        copy ??= [...value];
        copy[index] = changed;
      }
      return copy ?? value;
    }
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const name of Object.keys(record)) {
      const changed = walk(record[name], name);
      if (changed === record[name]) continue;
      copy ??= { ...record };
      copy[name] = changed;
    }
    return copy ?? value;
  };
  return walk(data);
}

/** The page's data with each body left in the page read back from its Markdown block. */
export function withDrawnBodies<T>(data: T, root: ParentNode): T {
  const blocks = root.querySelectorAll(`[${markdownBlock}]`);
  return mapBodies(data, (body) =>
    body.startsWith(drawn) ? (blocks[Number(body.slice(drawn.length))]?.innerHTML ?? '') : body,
  ) as T;
}
