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
});
