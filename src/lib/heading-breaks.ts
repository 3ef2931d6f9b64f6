// Where a heading's lines must not break. A line must not start with a dash: the dash belongs to
// the words before it. Nor may a name break before its short last words ("Rank / Math", "Yoast /
// SEO"): headings balance their lines, and the balanced break often fell inside a name.

/**
 * A capitalised word followed by capitalised words of at most four letters: "Rank Math", "Yoast SEO",
 * "RankSuite Pro". Not the heading's first word: "Your SEO…", "Why AI…" start a sentence, not a name.
 */
const shortNamePart = /(?<=\s)(\p{Lu}[\p{L}\d]*) (?=\p{Lu}[\p{L}\d]{0,3}(?![\p{L}\d]))/gu;

/**
 * `text` with a no-break space before each spaced dash ("RankSuite – real people" breaks after the
 * dash) and before each short last word of a name: only those spaces change.
 */
export const headingBreaks = (text: string): string =>
  text.replace(/ ([–—]) /g, '\u00a0$1 ').replace(shortNamePart, '$1\u00a0');
