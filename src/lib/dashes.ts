// A line of a heading must not start with a dash: the dash belongs to the words before it.

/** `text` with a no-break space before each spaced dash, so "RankSuite – real people" breaks after the dash. */
export const keepDashWithWordBefore = (text: string): string => text.replace(/ ([–—]) /g, '\u00a0$1 ');
