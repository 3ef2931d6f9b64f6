// The card icons as one SVG sprite (src/generated/icons.svg) that pages reference with <use>:
// the icon a card shows is named in the YAML, so with the icons in the app every page's
// JavaScript carried all of them (3.4 kB gzipped of home's, issue 20). The sprite is one
// cached file; a page's HTML names its icons.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { IconNode } from 'lucide';
import type { Card } from '../../src/generated/types.ts';
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

/** The sprite's text: a <symbol id="<name>"> per icon, drawn as Lucide draws it. */
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
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide.dev), ISC license -->${symbols.join('')}</svg>\n`;
}
