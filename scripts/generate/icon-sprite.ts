// The card icons and the footer's social marks as one SVG sprite (src/generated/icons.svg) that
// pages reference with <use>: the icon a card shows is named in the YAML, so with the icons in
// the app every page's JavaScript carried all of them (3.4 kB gzipped of home's, issue 20). A
// prerendered page carries copies of the symbols it uses (scripts/build/page-symbols.ts); the
// sprite, one cached file, serves the icons of pages opened later in the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { IconNode } from 'lucide';
import type { Card, SocialLink } from '../../src/generated/types.ts';
import { socialSymbol } from '../../src/lib/social-symbol.ts';
import { escapeHtml } from '../lib/html.ts';

type IconName = NonNullable<Card['icon']>;

/**
 * An icon's name in the YAML → its Lucide icon (node_modules/lucide/dist/esm/icons/<file>.mjs).
 * A typed table: a name added to the schema's enum without an icon here fails tsc.
 */
const iconFiles: Record<IconName, string> = {
  sparkles: 'sparkles',
  map: 'map',
  search: 'search',
  pen: 'pen-tool',
  link: 'link',
  megaphone: 'megaphone',
  share: 'share-2',
  shield: 'shield-check',
  chart: 'chart-column',
  'trending-up': 'trending-up',
  edit: 'square-pen',
  'file-code': 'file-code',
  redirect: 'shuffle',
  plug: 'plug',
  key: 'key',
  users: 'users',
  building: 'building-complex',
  cart: 'shopping-cart',
  code: 'code',
  calendar: 'calendar',
  zap: 'zap',
  target: 'target',
  globe: 'globe',
  lock: 'lock',
  chat: 'message-circle',
  mail: 'mail',
  book: 'book-open',
  lightbulb: 'lightbulb',
  heart: 'heart',
  award: 'award',
  clock: 'clock',
  layers: 'layers',
  check: 'circle-check',
  gauge: 'gauge',
  'file-text': 'file-text',
  image: 'image',
  video: 'video',
  rocket: 'rocket',
  handshake: 'handshake',
  graduation: 'graduation-cap',
  dollar: 'dollar-sign',
  'git-branch': 'git-branch',
  terminal: 'terminal',
  webhook: 'webhook',
  eye: 'eye',
  refresh: 'refresh-cw',
  star: 'star',
  'list-checks': 'list-checks',
  bot: 'bot',
  dashboard: 'layout-dashboard',
  headphones: 'headphones',
  'life-buoy': 'life-buoy',
  settings: 'settings',
  download: 'download',
  accessibility: 'accessibility',
};

// simple-icons (CC0) no longer ships LinkedIn's mark, so that one is drawn here.
const linkedIn =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

/** A social network of site.yaml → its mark's outline: a file of simple-icons, or the one above. */
const socialMarks: Record<SocialLink['network'], string | { file: string }> = {
  Facebook: { file: 'facebook' },
  Twitter: { file: 'x' },
  LinkedIn: linkedIn,
  GitHub: { file: 'github' },
  YouTube: { file: 'youtube' },
};

/**
 * The sprite's text: a <symbol id="<name>"> per card icon, drawn as Lucide draws it, and one per
 * social network, filled (src/components/SocialIcon.tsx names them).
 */
export async function iconSprite(): Promise<string> {
  // From the code's own dependencies: a site copied elsewhere (the tests' copies) has no node_modules.
  const require = createRequire(import.meta.url);
  const symbols = await Promise.all(
    Object.entries(iconFiles).map(async ([name, file]) => {
      const url = pathToFileURL(require.resolve(`lucide/dist/esm/icons/${file}.mjs`)).href;
      const icon: IconNode = (await import(url)).default;
      const shapes = icon.map(
        ([tag, attributes]) =>
          `<${tag}${Object.entries(attributes)
            .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`)
            .join('')}/>`,
      );
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
    }),
  );
  const marks = Object.entries(socialMarks).map(([network, mark]) => {
    const outline =
      typeof mark === 'string'
        ? mark
        : /<path d="([^"]+)"/.exec(readFileSync(require.resolve(`simple-icons/icons/${mark.file}.svg`), 'utf8'))![1];
    const id = socialSymbol(network as SocialLink['network']);
    return `<symbol id="${id}" viewBox="0 0 24 24"><path d="${escapeHtml(outline)}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide.dev), ISC license; brand marks from simple-icons (simpleicons.org), CC0 -->${symbols.join('')}${marks.join('')}</svg>\n`;
}
