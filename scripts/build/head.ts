// The <head> of each prerendered page: title, description, canonical, social cards and
// JSON-LD derived from the page's own sections.
import type { Page, Site } from '../../src/generated/types.ts';
import { escapeHtml } from '../lib/html.ts';
import { structuredData } from './structured-data.ts';

/** One trailing-slash convention: none, except the home page's "/". */
export function canonicalUrl(site: Pick<Site, 'baseUrl'>, path: string): string {
  return `${site.baseUrl}${path === '/' ? '/' : path}`;
}

/** JSON inside <script>: "</script>" and "<!--" must not appear literally. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page's own share image, or the one the build draws from its title (scripts/build/share-image.ts). */
function shareImagePath(name: string, page: Page): string {
  return page.meta.image ?? `/og/${name}.png`;
}

export function headTags(site: Site, path: string, name: string, page: Page): string {
  const url = canonicalUrl(site, path);
  const { title, description, noindex } = page.meta;
  const image = `${site.baseUrl}${shareImagePath(name, page)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    noindex ? '<meta name="robots" content="noindex, follow" />' : '<meta name="robots" content="index, follow" />',
    `<meta property="og:type" content="${path === '/' ? 'website' : 'article'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(title)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(title)}" />`,
    `<script type="application/ld+json">${scriptJson(structuredData(site, path, page))}</script>`,
  ];
  return tags.join('\n    ');
}

/** Vite's build manifest (dist/.vite/manifest.json), as far as the preloads read it. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * A preload for each font file the stylesheet uses (Vite lists them in its manifest under their
 * hashed names), so the browser fetches the typeface with the stylesheet rather than after it,
 * and the swap from the fallback comes early. crossorigin: fonts are always fetched in CORS
 * mode, and a preload without it would be fetched twice.
 */
export function fontPreloads(manifest: ViteManifest): string {
  return Object.values(manifest)
    .filter(({ file }) => file.endsWith('.woff2'))
    .map(({ file }) => `<link rel="preload" href="/${escapeHtml(file)}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}

/** The manifest's key and every key it imports, directly or not. */
function withImports(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * A modulepreload for each of these lazy chunks (`modules`, as src/ names them) and for the chunks
 * they import that the entry does not, so the browser fetches them beside the entry rather than
 * once the entry has run and asked for them (a waterfall before the page can hydrate).
 * fetchpriority="low": a modulepreload is otherwise a high-priority fetch, which Lighthouse's
 * simulation counts as render-blocking (PERFORMANCE.md); the page is prerendered, so nothing
 * on screen waits for it, and the entry, which hydration needs first, keeps its place in the queue.
 */
export function chunkPreloads(modules: string[], manifest: ViteManifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? withImports(manifest, entry) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) {
    if (!manifest[module])
      throw new Error(`Vite's manifest has no chunk for ${module}, a lazy part the build preloads.`);
    withImports(manifest, module, wanted);
  }
  return [...wanted]
    .filter((key) => !loaded.has(key))
    .map(
      (key) => `<link rel="modulepreload" href="/${escapeHtml(manifest[key].file)}" crossorigin fetchpriority="low" />`,
    );
}

/** The preloads of the lazy parts the page's sections render (`parts`: section type → module, src/sections/lazy-parts.tsx). */
export function sectionPreloads(page: Page, parts: Record<string, string>, manifest: ViteManifest): string[] {
  const types = new Set(page.sections.map((section) => section.type));
  return chunkPreloads(
    [...types].flatMap((type) => (parts[type] ? [parts[type]] : [])),
    manifest,
  );
}
