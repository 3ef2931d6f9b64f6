/** A heading of an article's body, for its "On this page" list. */
export interface ArticleHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The h2 and h3 of a body's HTML, which the build renders from Markdown with an id on every
 * heading; read from the HTML so the list is in the prerendered page, not built after load.
 */
export function headingsOf(html: string): ArticleHeading[] {
  return [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>(.*?)<\/h\1>/gs)].map(([, level, id, inner]) => ({
    id,
    level: Number(level) as 2 | 3,
    text: inner.replace(/<[^>]+>/g, '').replace(/&[a-z]+;|&#39;/g, (entity) => entities[entity] ?? entity),
  }));
}
