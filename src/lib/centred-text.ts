// Centred text reads well for a line or two; longer, the eye hunts for the start of every line.

/**
 * The alignment for a paragraph inside a centred block, by its length: centred where it fits in
 * two lines, flush left where it would run longer. In the text-lg to text-xl these paragraphs
 * use, a line holds about 30 characters on a 360 px phone and about 55 from the sm breakpoint
 * (640 px) up. tests/e2e/centred-text.spec.ts measures every route at 1440 and 375 px.
 */
export function alignForLength(text: string): string {
  if (text.length <= 55) return '';
  if (text.length <= 105) return 'text-left sm:text-center';
  return 'text-left';
}
