// YAML can change an editor's text without any error: " #" starts a comment, a line indented
// too far joins the text above, and invisible control characters pass through. Each is a
// problem at the spot, and applying its Fix gives the text the editor meant.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findTextDamage } from '../../scripts/check/text-damage.ts';

const page = (lines: string[]) => `meta:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
const at = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};
const report = (text: string) =>
  findTextDamage(text).map((damage) => `${at(text, damage.offset)} ${damage.message} Fix: ${damage.fix}`);

describe('text that YAML would change without an error', () => {
  it('finds a comment that cuts plain text short, and the quoting that keeps all of it', () => {
    const text = page(['note: Free forever. The #1 free SEO plan, no credit card required.']);
    expect(report(text)).toEqual([
      '2:27 the text after " #" was cut off: YAML reads " #" as the start of a comment, so the page would show only "Free forever. The". Fix: put the whole value in double quotes: note: "Free forever. The #1 free SEO plan, no credit card required."',
    ]);
    const fixed = page(['note: "Free forever. The #1 free SEO plan, no credit card required."']);
    expect(findTextDamage(fixed)).toEqual([]);
    expect(parse(fixed).meta.note).toBe('Free forever. The #1 free SEO plan, no credit card required.');
  });

  it('leaves comments after numbers, quoted text and on lines of their own alone', () => {
    expect(
      findTextDamage(
        page([
          'price: 29 # a month',
          'note: "Save #1" # kept',
          '# a comment',
          'body: |',
          '    ## A heading',
          '    Text with C# in it',
        ]),
      ),
    ).toEqual([]);
  });

  it('finds a list item indented too far, which joins the item above', () => {
    const text = 'features:\n  - 1 domain\n    - On-page SEO checks\n  - Readability\n';
    expect(parse(text).features).toEqual(['1 domain - On-page SEO checks', 'Readability']);
    expect(report(text)).toEqual([
      '3:5 "- On-page SEO checks" is indented further than the line above, so YAML joined it to that text ("1 domain - On-page SEO checks"). Fix: indent it with 2 spaces (2 less), lined up with the "-" above, to make it a list item of its own: "  - On-page SEO checks"',
    ]);
    const fixed = 'features:\n  - 1 domain\n  - On-page SEO checks\n  - Readability\n';
    expect(findTextDamage(fixed)).toEqual([]);
    expect(parse(fixed).features).toEqual(['1 domain', 'On-page SEO checks', 'Readability']);
  });

  it('accepts plain text wrapped over several lines', () => {
    expect(
      findTextDamage(
        page(['description: RankSuite is the AI SEO suite', '    for WordPress - plans, writes and links.']),
      ),
    ).toEqual([]);
  });

  it('finds control characters, typed or escaped, and says what to delete', () => {
    const raw = page(['title: Free\u0000 SEO']);
    expect(report(raw)).toEqual([
      '2:14 the text holds an invisible control character (U+0000), which would reach the page. Fix: delete it: title: Free SEO',
    ]);
    const escaped = page(['title: "Free\\x07 SEO"']);
    expect(report(escaped)).toEqual([
      '2:15 the text holds an invisible control character (\\x07), which would reach the page. Fix: delete it: title: "Free SEO"',
    ]);
    expect(findTextDamage(page(['title: "Line\\nbreak and \\"quotes\\""']))).toEqual([]);
  });
});
