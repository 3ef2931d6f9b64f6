// First-load weight of every built route: the JavaScript and CSS a visitor's browser
// downloads before the page is complete, gzipped, and the HTML itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { pageFileOf } from '../lib/route-paths.ts';

export interface RouteWeight {
  path: string;
  /** Gzipped bytes. */
  js: number;
  css: number;
  html: number;
  /** Raw bytes of the HTML. */
  htmlRaw: number;
  /**
   * Bytes of the HTML as npm start's server sends it once the page has been asked for: Brotli at its
   * best quality (scripts/lib/best-brotli.ts), as a host that compresses its files ahead sends it.
   */
  htmlBrotli: number;
  /** Lazy chunks this page loads because it renders the section that needs them. */
  lazy: string[];
}

const gzipped = (bytes: Buffer) => gzipSync(bytes).length;
const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** The assets the HTML itself asks for. */
function htmlAssets(html: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith('<script') && attrs.type === 'module' && attrs.src) scripts.push(attrs.src);
    // The entry, which the hashed loader starts (scripts/build/script-loader.ts).
    if (tag.startsWith('<script') && attrs['data-entry']) scripts.push(attrs['data-entry']);
    if (tag.startsWith('<link') && attrs.rel === 'modulepreload' && attrs.href) scripts.push(attrs.href);
    if (tag.startsWith('<link') && attrs.rel === 'stylesheet' && attrs.href) styles.push(attrs.href);
  }
  return { scripts, styles };
}

/** The chunks a chunk imports statically, which the browser always loads with it. */
function importsOf(dist: string, url: string, cache: Map<string, string[]>): string[] {
  if (!cache.has(url)) {
    const body = parseAst(readFileSync(join(dist, url), 'utf8')).body as {
      type: string;
      source?: { value: string } | null;
    }[];
    cache.set(
      url,
      body
        .filter(
          (statement) =>
            ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type) &&
            statement.source,
        )
        .map((statement) => new URL(statement.source!.value, `http://host${url}`).pathname),
    );
  }
  return cache.get(url)!;
}

function closure(dist: string, roots: string[], cache: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importsOf(dist, url, cache));
  }
  return seen;
}

/**
 * Section type → the lazy parts it renders, read from src/sections: a section that imports
 * from lazy-parts.tsx loads those chunks when it renders (named after the part).
 */
function lazyPartsBySection(root: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const dir = join(root, 'src', 'sections');
  for (const file of readdirSync(dir)) {
    const match = /^(\w+)Section\.tsx$/.exec(file);
    const imported = /import\s*\{([^}]+)\}\s*from\s*'\.\/lazy-parts\.tsx'/.exec(readFileSync(join(dir, file), 'utf8'));
    if (!match || !imported) continue;
    const type = match[1].replace(/[A-Z]/g, (letter, index) => `${index ? '-' : ''}${letter.toLowerCase()}`);
    map.set(
      type,
      imported[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  }
  return map;
}

export function measureWeights(root: string, routes: { path: string; page: string }[]): RouteWeight[] {
  const dist = join(root, 'dist');
  const cache = new Map<string, string[]>();
  const lazyBySection = lazyPartsBySection(root);
  const assets = readdirSync(join(dist, 'assets'));
  const chunkOf = (part: string) => {
    const file = assets.find((name) => name.startsWith(`${part}-`) && name.endsWith('.js'));
    if (!file)
      throw new Error(`No chunk named ${part}-*.js in dist/assets: the bench cannot tell which pages load it.`);
    return `/assets/${file}`;
  };
  const size = new Map<string, number>();
  const sizeOf = (url: string) => {
    if (!size.has(url)) size.set(url, gzipped(readFileSync(join(dist, url))));
    return size.get(url)!;
  };
  return routes.map(({ path }) => {
    const file = pageFileOf(dist, path);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
    const html = readFileSync(file);
    const { scripts, styles } = htmlAssets(html.toString('utf8'));
    // The data the page embeds (src/lib/page-data.ts): its sections name the lazy parts it loads.
    const embedded = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html.toString('utf8'));
    if (!embedded) throw new Error(`${file} embeds no page data: the bench cannot tell which parts it loads.`);
    const { data } = JSON.parse(embedded[1]) as { data: { sections: { type: string }[] } };
    const parts = [...new Set(data.sections.flatMap((section) => lazyBySection.get(section.type) ?? []))];
    const lazy = parts.map(chunkOf);
    const js = closure(dist, [...scripts, ...lazy], cache);
    return {
      path,
      js: [...js].reduce((sum, url) => sum + sizeOf(url), 0),
      css: styles.reduce((sum, url) => sum + sizeOf(url), 0),
      html: gzipped(html),
      htmlRaw: html.length,
      htmlBrotli: brotli(html),
      lazy: lazy.map((url) => basename(url)),
    };
  });
}

/** Gzipped bytes of the search index, which the search dialog and the 404 page fetch on first use. */
export function searchIndexWeight(root: string): number {
  const file = join(root, 'dist', 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  return gzipped(readFileSync(file));
}
