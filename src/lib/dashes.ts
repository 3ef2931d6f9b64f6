// A line of a heading must not start with a dash: the dash belongs to the words before it.

/** `text` with a no-break space before each spaced dash, so "RankSuite – real people" breaks after the dash. */
export const keepDashWithWordBefore = (text: string): string => text.replace(/ ([–—]) /g, '\u00a0$1 ');

// A number and its unit joined by a hyphen ("14-day", "24-hour") must not break at the hyphen either: a
// line ending "14-" reads as a sum (issue 16). U+2011, the non-breaking hyphen, looks the same.
const numberHyphen = /(\d)-(?=\p{L})/gu;

/** `text` with a non-breaking hyphen between a number and the word after it. */
export const keepNumberWithUnit = (text: string): string => text.replace(numberHyphen, '$1\u2011');

/** The same in rendered Markdown: in its text only, never in a tag's attributes or in code a reader copies. */
export const keepNumberWithUnitInHtml = (html: string): string =>
  html.replace(/(<(code|pre)\b[\s\S]*?<\/\2>|<[^>]*>)|[^<]+/g, (part, skipped) =>
    skipped ? part : keepNumberWithUnit(part),
  );

// Fields that name things rather than show text: addresses, files, ids and choices from a list.
const notShown = new Set(['href', 'src', 'id', 'type', 'icon', 'mockup', 'category', 'layout', 'style', 'srcSet']);

/** A page's sections with every shown text kept whole at its number-unit hyphens; `body` fields hold HTML. */
export function keepNumbersWithUnits<T>(data: T, key = ''): T {
  if (typeof data === 'string') {
    if (notShown.has(key)) return data;
    return (key === 'body' ? keepNumberWithUnitInHtml(data) : keepNumberWithUnit(data)) as T;
  }
  if (Array.isArray(data)) return data.map((item) => keepNumbersWithUnits(item, key)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => [name, keepNumbersWithUnits(value, name)]),
    ) as T;
  }
  return data;
}
