// The dark theme's copy of a drawing (issue 16). The product mock-ups are SVGs of light screens; on
// the dark page they glared, and painting them inverted through a CSS filter also inverted what is
// dark in them (the WordPress admin bar and menu came out light grey, the code panel white). This
// redraws a drawing in the dark palette the site itself uses (src/styles/theme.css): light surfaces
// and borders turn dark, dark and muted text turns light, the tints behind badges darken and the
// shades used for text lighten, while what is coloured (the brand's buttons, charts, scores, the
// window's traffic lights) stays as it is. Panels already dark in the light drawing (the admin bar
// and menu, a code panel, a tooltip) are left as they are, with everything drawn on them.

/** Light colours of surfaces, borders and fills, and their dark counterparts. */
const surfaces: Record<string, string> = {
  // The slate scale, as the site's dark theme turns it over.
  '#ffffff': '#111a2e',
  '#f8fafc': '#172036',
  '#f1f5f9': '#1e293b',
  '#eef2f7': '#1e293b',
  '#e2e8f0': '#334155',
  '#d9e0ea': '#334155',
  '#cbd5e1': '#475569',
  '#94a3b8': '#64748b',
  '#64748b': '#94a3b8',
  '#475569': '#cbd5e1',
  '#334155': '#cbd5e1',
  '#1e293b': '#e2e8f0',
  // The brand's tints, and the pale backgrounds of badges in green, amber, red, sky, violet, orange, pink.
  '#f5f7ff': '#1a1d45',
  '#eef2ff': '#1e1b4b',
  '#e0e7ff': '#312e81',
  '#c7d2fe': '#3730a3',
  '#a5b4fc': '#4338ca',
  '#f6fdf9': '#052e21',
  '#ecfdf5': '#022c22',
  '#d1fae5': '#064e3b',
  '#a7f3d0': '#065f46',
  '#047857': '#34d399',
  '#fffbeb': '#2a1a05',
  '#fef3c7': '#451a03',
  '#fde68a': '#78350f',
  '#b45309': '#f59e0b',
  '#fef2f2': '#2b0b0b',
  '#fee2e2': '#450a0a',
  '#fecaca': '#7f1d1d',
  '#b91c1c': '#f87171',
  '#e0f2fe': '#082f49',
  '#bae6fd': '#075985',
  '#0369a1': '#38bdf8',
  '#ede9fe': '#2e1065',
  '#ddd6fe': '#4c1d95',
  '#6d28d9': '#a78bfa',
  '#ffedd5': '#431407',
  '#fdf2f8': '#500724',
  // WordPress's admin page and block editor, and the social networks' light cards, as their own dark modes draw them.
  '#f0f0f1': '#1e293b',
  '#f0f0f0': '#2a2a2a',
  '#e0e0e0': '#3c3c3c',
  '#1e1e1e': '#f0f0f0',
  '#f0f2f5': '#3a3b3c',
  '#cfd9de': '#38444d',
  '#536471': '#8b98a5',
};

/** Text colours chosen for a light background, and the ones that read on the dark one. */
const texts: Record<string, string> = {
  '#0f172a': '#f8fafc',
  '#1e293b': '#f1f5f9',
  '#334155': '#e2e8f0',
  '#475569': '#cbd5e1',
  '#64748b': '#94a3b8',
  '#94a3b8': '#64748b',
  '#cbd5e1': '#475569',
  '#e2e8f0': '#334155',
  '#4f46e5': '#a5b4fc',
  '#3730a3': '#c7d2fe',
  '#047857': '#6ee7b7',
  '#b45309': '#fcd34d',
  '#b91c1c': '#fca5a5',
  '#0369a1': '#7dd3fc',
  '#6d28d9': '#c4b5fd',
  '#3858e9': '#8ea1ff',
  '#1e1e1e': '#f0f0f0',
  '#757575': '#a0a0a0',
  '#0f1419': '#e7e9ea',
  '#536471': '#8b98a5',
  '#050505': '#e4e6eb',
  '#65676b': '#b0b3b8',
  '#1a0dab': '#8ab4f8',
  '#202124': '#e8eaed',
  '#4d5156': '#bdc1c6',
};

/**
 * Dark panels keep their colour, but the light drawing's darkest slate would melt into the dark
 * surfaces around it: it goes a shade darker.
 */
const darkPanel: Record<string, string> = { '#0f172a': '#020617' };

type Role = 'text' | 'fill' | 'stroke' | 'shadow' | 'panel';

const colourAttribute = /\b(fill|stroke|stop-color|flood-color)="(#[0-9a-fA-F]{3,6})"/g;
const tag = /<(\/?)([a-zA-Z]+)\b([^>]*?)(\/?)>/g;

/** The dark theme's copy of a light SVG drawing; the same shapes and text in the same places. */
export function darkDrawing(svg: string): string {
  const panels: Box[] = [];
  // Whether the <text> being read sits on a dark panel: its <tspan>s follow it.
  let textOnPanel = false;
  return svg.replace(tag, (whole, closing: string, name: string, attributes: string, selfClosing: string) => {
    if (closing) return whole;
    const onPanel = name === 'tspan' ? textOnPanel : panels.some((box) => contains(box, placeOf(name, attributes)));
    if (name === 'text') textOnPanel = onPanel;
    const panel = darkRect(name, attributes);
    if (panel) panels.push(panel);
    if (onPanel) return whole;
    const recoloured = attributes.replace(colourAttribute, (_, attribute: string, colour: string) => {
      // A gradient's stops are the brand's colours, kept in both themes.
      const dark = attribute === 'stop-color' ? colour : darkColour(normal(colour), roleOf(name, attribute, !!panel));
      // A colour that stays is written as it was (#fff stays #fff).
      return `${attribute}="${dark === normal(colour) ? colour : dark}"`;
    });
    return `<${name}${recoloured}${selfClosing}>`;
  });
}

/** What a colour paints: the root's fill is the default colour of the drawing's text. */
function roleOf(name: string, attribute: string, panel: boolean): Role {
  if (attribute === 'flood-color') return 'shadow';
  if (name === 'text' || name === 'tspan' || (name === 'svg' && attribute === 'fill')) return 'text';
  if (attribute === 'stroke') return 'stroke';
  return panel ? 'panel' : 'fill';
}

/** One colour of the light drawing in the dark one, by what it paints. */
function darkColour(colour: string, role: Role): string {
  // A shadow on a dark page is black: the light theme's slate shadow would glow.
  if (role === 'shadow') return '#000000';
  if (role === 'text') return texts[colour] ?? (isNeutral(colour) && lightness(colour) < 0.5 ? flip(colour) : colour);
  if (role === 'panel' || (role === 'fill' && darkPanel[colour])) return darkPanel[colour] ?? colour;
  if (colour === '#0f172a') return texts[colour]; // a dark outline (an icon's) turns light, as text does
  return surfaces[colour] ?? (isNeutral(colour) && lightness(colour) > 0.85 ? flip(colour) : colour);
}

type Box = { x: number; y: number; width: number; height: number };

/** A filled rectangle dark enough to be a panel (not an icon's dot), whose contents stay as drawn. */
function darkRect(name: string, attributes: string): Box | undefined {
  if (name !== 'rect') return;
  const fill = /\bfill="(#[0-9a-fA-F]{3,6})"/.exec(attributes)?.[1];
  if (!fill || lightness(normal(fill)) > 0.35) return;
  const box = {
    x: number(attributes, 'x'),
    y: number(attributes, 'y'),
    width: number(attributes, 'width'),
    height: number(attributes, 'height'),
  };
  return box.width * box.height >= 400 ? box : undefined;
}

/** Where an element starts: enough to tell whether it is drawn on a panel. */
function placeOf(name: string, attributes: string): { x: number; y: number } {
  if (name === 'circle' || name === 'ellipse') return { x: number(attributes, 'cx'), y: number(attributes, 'cy') };
  if (name === 'line') return { x: number(attributes, 'x1'), y: number(attributes, 'y1') };
  const first = /\b(?:d="M|points=")\s*(-?[\d.]+)[ ,](-?[\d.]+)/.exec(attributes);
  if (first) return { x: Number(first[1]), y: Number(first[2]) };
  return { x: number(attributes, 'x'), y: number(attributes, 'y') };
}

function contains(box: Box, { x, y }: { x: number; y: number }) {
  // What starts on a panel's far edge (the bar below the admin bar) is beside it, not on it.
  return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
}

function number(attributes: string, name: string): number {
  return Number(new RegExp(`\\b${name}="(-?[\\d.]+)"`).exec(attributes)?.[1] ?? Number.NaN);
}

/** #abc and #AABBCC as #aabbcc, the tables' spelling. */
function normal(colour: string): string {
  const hex = colour.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

function channels(colour: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** Perceived lightness, 0 to 1 (OKLab's L). */
function lightness(colour: string): number {
  const [r, g, b] = channels(colour).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  const l = Math.cbrt(0.4122214708 * r + 0.5363288686 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
}

/** A grey or near-grey: a colour the tables do not know is turned over only when it is one. */
function isNeutral(colour: string): boolean {
  const values = channels(colour);
  return Math.max(...values) - Math.min(...values) < 0.12;
}

/** The grey at the other end of the scale, for a colour the tables do not name. */
function flip(colour: string): string {
  const value = Math.round((1 - channels(colour).reduce((sum, v) => sum + v, 0) / 3) * 255);
  return `#${value.toString(16).padStart(2, '0').repeat(3)}`;
}
