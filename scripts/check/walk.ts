// Finds the links, images and Markdown texts anywhere in manifest data. The field names
// are the convention the schemas follow: `href` is a link, `src` an image file, `body`
// Markdown text.

export type Found = {
  kind: 'link' | 'image' | 'markdown';
  value: string;
  path: (string | number)[];
  /** An image's width and height, as the object that names it says (numbers, unless a mistake). */
  size?: { width?: unknown; height?: unknown };
};

type Path = (string | number)[];

/**
 * Calls `field` for each field of the objects anywhere in `data`, with the path of the object that
 * holds it and that object, and goes into the field's value unless `field` returns true (it took
 * the value). One path, grown and shrunk along the walk: copy it to keep it. A copy for every
 * value visited was most of the check's walks, which npm run check makes over every page.
 */
export function eachField(
  data: unknown,
  field: (key: string, value: unknown, path: Path, holder: Record<string, unknown>) => boolean | undefined,
  path: Path = [],
) {
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== 'object') return;
        path.push(index);
        walk(item);
        path.pop();
      });
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key];
        if (field(key, item, path, value as Record<string, unknown>) || !item || typeof item !== 'object') continue;
        path.push(key);
        walk(item);
        path.pop();
      }
    }
  };
  walk(data);
}

export function findReferences(data: unknown): Found[] {
  const found: Found[] = [];
  eachField(data, (key, item, path, holder) => {
    const kind =
      typeof item !== 'string'
        ? undefined
        : key === 'href'
          ? 'link'
          : key === 'src' || (key === 'image' && path.at(-1) === 'meta')
            ? 'image'
            : key === 'body'
              ? 'markdown'
              : undefined;
    if (!kind) return false;
    const { width, height } = holder;
    // Kept with the image, so its file is measured against it without the page's data (a rebuild reads few).
    const size = kind === 'image' && (width !== undefined || height !== undefined) ? { width, height } : undefined;
    found.push({ kind, value: item as string, path: [...path, key], ...(size && { size }) });
    return true;
  });
  return found;
}

/** Every id a page renders that a #fragment may point at. */
export function anchorsOf(page: { sections?: unknown[] }, markdownIds: (body: string) => string[]): Set<string> {
  const ids = new Set<string>(['main']);
  // Only into lists and objects, without Object.entries' array of pairs: it runs on every page at every check.
  const visit = (data: unknown) => {
    if (Array.isArray(data)) data.forEach(visit);
    else if (data && typeof data === 'object') {
      for (const key of Object.keys(data)) {
        const value = (data as Record<string, unknown>)[key];
        if (key === 'id' && typeof value === 'string') ids.add(value);
        else if (key === 'body' && typeof value === 'string') for (const id of markdownIds(value)) ids.add(id);
        else if (value && typeof value === 'object') visit(value);
      }
    }
  };
  visit(page.sections);
  return ids;
}
