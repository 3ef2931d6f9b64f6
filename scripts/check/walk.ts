// Finds the links, images and Markdown texts anywhere in manifest data. The field names
// are the convention the schemas follow: `href` is a link, `src` an image file, `body`
// Markdown text.

type Found = { kind: 'link' | 'image' | 'markdown'; value: string; path: (string | number)[] };

export function findReferences(data: unknown, path: (string | number)[] = [], found: Found[] = []): Found[] {
  if (Array.isArray(data)) {
    data.forEach((item, index) => findReferences(item, [...path, index], found));
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const here = [...path, key];
      if (typeof value === 'string' && key === 'href') found.push({ kind: 'link', value, path: here });
      else if (typeof value === 'string' && (key === 'src' || (key === 'image' && path.at(-1) === 'meta')))
        found.push({ kind: 'image', value, path: here });
      else if (typeof value === 'string' && key === 'body') found.push({ kind: 'markdown', value, path: here });
      else findReferences(value, here, found);
    }
  }
  return found;
}

/** Every id a page renders that a #fragment may point at. */
export function anchorsOf(page: { sections?: unknown[] }, markdownIds: (body: string) => string[]): Set<string> {
  const ids = new Set<string>(['main']);
  const visit = (data: unknown) => {
    if (Array.isArray(data)) data.forEach(visit);
    else if (data && typeof data === 'object') {
      for (const [key, value] of Object.entries(data)) {
        if (key === 'id' && typeof value === 'string') ids.add(value);
        else if (key === 'body' && typeof value === 'string') markdownIds(value).forEach((id) => ids.add(id));
        else visit(value);
      }
    }
  };
  visit(page.sections);
  return ids;
}
