import { describe, expect, it } from 'vitest';
import { fill } from '../../scripts/build/page-files.ts';

describe('prerendered page', () => {
  it('keeps dollar signs in page text exactly as written', () => {
    const html = fill(
      '<head><!--head--></head><!--symbols--><div id="root"><!--app--></div><!--data-->',
      '<title>$& off</title>',
      "<p>Save $$ and $' today</p>",
      '',
      '',
    );
    expect(html).toBe('<head><title>$& off</title></head><div id="root"><p>Save $$ and $\' today</p></div>');
  });

  it("puts each part at its own marker, whatever the parts hold and in the template's order", () => {
    const template = '<body><!--symbols--><div id="root"><!--app--></div><!--data--></body><!--head-->';
    expect(fill(template, 'head', 'app <!--data-->', 'data', 'symbols <!--app-->')).toBe(
      '<body>symbols <!--app--><div id="root">app <!--data--></div>data</body>head',
    );
  });

  it('names the marker index.html lacks', () => {
    expect(() => fill('<!--head--><!--app--><!--data-->', '', '', '', '')).toThrow(
      "index.html has no <!--symbols-->: the build puts each page's part there.",
    );
  });
});
