// Centred text reads well for a line or two; longer, the eye hunts for the start of every line.

/**
 * Characters two lines hold, with a margin, on a 360 px phone and from the sm breakpoint (640 px)
 * up: a line of text-lg holds about 30 and 55, a line of text-sm in a padded band about 36 and 70.
 */
const twoLines = { lg: { phone: 55, wide: 105 }, sm: { phone: 70, wide: 140 } };

/**
 * The alignment for a paragraph inside a centred block, by its length: centred where it fits in
 * two lines, flush left where it would run longer. `lg` is the text-lg to text-xl of intros,
 * `sm` the text-sm of notes. tests/e2e/centred-text.spec.ts measures every route at 1440 and 375 px.
 */
export function alignForLength(text: string, size: keyof typeof twoLines = 'lg'): string {
  const { phone, wide } = twoLines[size];
  if (text.length <= phone) return '';
  if (text.length <= wide) return 'text-left sm:text-center';
  return 'text-left';
}

/** A title block's alignment, and its row of buttons', for each alignment alignForLength gives its intro. */
const blockAlign: Record<string, { text: string; justify: string }> = {
  '': { text: 'text-center', justify: 'sm:justify-center' },
  'text-left sm:text-center': { text: 'text-left sm:text-center', justify: 'sm:justify-center' },
  'text-left': { text: 'text-left', justify: '' },
};

/**
 * The alignment of a centred block of eyebrow, heading, intro and buttons: the intro's, by its
 * length, for the whole block, as a heading centred over a flush-left intro looks misplaced
 * (issue 16). `flushLeft`: the block is left-aligned at every width, so it starts at the
 * container's edge rather than in a centred column.
 */
export function blockAlignForIntro(intro: string | undefined) {
  const align = blockAlign[intro ? alignForLength(intro) : ''];
  return { ...align, flushLeft: align.text === 'text-left' };
}
