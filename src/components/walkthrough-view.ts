import { rowSizesByScreen } from './ui/card-grid.ts';

/** A part of a walkthrough's stage, in fractions of its width and height (0 to 1). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A step's focus as the page data gives it: percent of its screen. */
export type Focus = Box;

/**
 * The stage's shape (aspect-[4/3] in Walkthrough.tsx): most mock-ups'. A wider one (the dashboard) sits
 * in it with a band above and below, so tiles side by side line up.
 */
export const stage = 4 / 3;

/** Enough to read each part; more and a phone's tile shows a few words blown up. */
const maxZoom = 2.5;
/** Room left around the focus, so its ring does not touch the stage's edge. */
const margin = 0.03;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Where a screen of `aspect` (width ÷ height) sits on a stage of `stage` aspect: as large as fits, centred. */
export function screenBox(aspect: number, stage: number): Box {
  return aspect < stage
    ? { x: (1 - aspect / stage) / 2, y: 0, width: aspect / stage, height: 1 }
    : { x: 0, y: (1 - stage / aspect) / 2, width: 1, height: stage / aspect };
}

/**
 * How the stage shows a step: the zoom that brings its focus into view with a margin, the top-left corner
 * of what the stage shows at that zoom (`x`, `y`, fractions of the unzoomed stage) and the ring around the focus (fractions
 * of the stage as shown). No focus shows the whole stage. A focus reaching past the screen's edge is cut
 * at it: the schema cannot say that x plus width is at most 100.
 */
export function framing(focus: Focus | undefined, screen: Box): { zoom: number; x: number; y: number; ring?: Box } {
  if (!focus) return { zoom: 1, x: 0, y: 0 };
  const left = clamp(focus.x, 0, 100);
  const top = clamp(focus.y, 0, 100);
  const shown: Box = {
    x: screen.x + (screen.width * left) / 100,
    y: screen.y + (screen.height * top) / 100,
    width: (screen.width * clamp(focus.width, 0, 100 - left)) / 100,
    height: (screen.height * clamp(focus.height, 0, 100 - top)) / 100,
  };
  const zoom = clamp(Math.min(1 / (shown.width + 2 * margin), 1 / (shown.height + 2 * margin)), 1, maxZoom);
  // Centred on the focus, but kept on the screen: a band beside a wider screen is not worth the room.
  const view = 1 / zoom;
  const x = clamp(clamp(shown.x + shown.width / 2 - view / 2, screen.x, screen.x + screen.width - view), 0, 1 - view);
  const y = clamp(clamp(shown.y + shown.height / 2 - view / 2, screen.y, screen.y + screen.height - view), 0, 1 - view);
  return {
    zoom,
    x,
    y,
    ring: { x: (shown.x - x) * zoom, y: (shown.y - y) * zoom, width: shown.width * zoom, height: shown.height * zoom },
  };
}

/** How long a step stays while the walkthrough plays: time to read its caption, at least 4 and at most 8 seconds. */
export const dwell = (caption: string) => clamp(2500 + 45 * caption.length, 4000, 8000);

// The page's content width (container-page less its padding, 80rem at most) from each screen width up.
const screens = [
  { query: '(min-width: 1280px) ', from: 'lg', content: '1216px' },
  { query: '(min-width: 1024px) ', from: 'lg', content: '100vw - 64px' },
  { query: '(min-width: 768px) ', from: 'md', content: '100vw - 48px' },
  { query: '(min-width: 640px) ', from: 'sm', content: '100vw - 48px' },
  { query: '', from: '', content: '100vw - 32px' },
];
const order = ['', 'sm', 'md', 'lg'];

/**
 * The `sizes` of the picture on tile `index` of `count` (VideoSection's layout: one tile 48rem wide at
 * most, more in cardGrid's rows of three with their 1.5rem gaps), `zoom` times as wide once the
 * walkthrough zooms in, so the browser fetches a copy that stays sharp.
 */
export function tileSizes(count: number, index: number, zoom = 1): string {
  const times = (width: string) => `calc(${width}${zoom === 1 ? '' : ` * ${zoom.toFixed(2)}`})`;
  if (count === 1)
    return [
      `(min-width: 816px) ${times('768px')}`,
      `(min-width: 640px) ${times('100vw - 48px')}`,
      times('100vw - 32px'),
    ].join(', ');
  const rows = rowSizesByScreen(count, 3);
  return screens
    .map(({ query, from, content }) => {
      // The widest screen at or below this one that sets a row size; a phone's cards are one to a row.
      const row = rows.filter(([screen]) => order.indexOf(screen) <= order.indexOf(from)).at(-1);
      const cards = row?.[1][index] ?? 1;
      return query + times(cards === 1 ? content : `(${content} - ${(cards - 1) * 24}px) / ${cards}`);
    })
    .join(', ');
}
