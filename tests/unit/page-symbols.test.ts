// @vitest-environment node
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageHtml, pageSymbols } from '../../scripts/build/page-symbols.ts';
import { SocialIcon } from '../../src/components/SocialIcon.tsx';
import { Icon } from '../../src/components/ui/Icon.tsx';

describe('the symbols a prerendered page carries', () => {
  it('copies each symbol its icons point at once, under the id they point at, in an SVG that takes no room', () => {
    const body = renderToString(
      createElement(
        Fragment,
        null,
        createElement(Icon, { name: 'sparkles' }),
        createElement(SocialIcon, { network: 'GitHub' }),
        createElement(Icon, { name: 'sparkles' }),
      ),
    );
    expect(body).toContain('<use href="#rs-icon-sparkles">');
    const symbols = pageSymbols(body);
    expect(symbols).toMatch(
      /^<svg hidden width="0" height="0" aria-hidden="true"><symbol id="rs-icon-sparkles" viewBox="0 0 24 24"><path d="M11/,
    );
    expect(symbols.match(/<symbol /g)).toHaveLength(2);
    expect(symbols).toContain('<symbol id="rs-icon-social-github" viewBox="0 0 24 24"><path d="');
  });

  it('adds nothing to a page without icons', () => {
    expect(pageSymbols('<main><h1>Contact</h1></main>')).toBe('');
  });

  it('fails the build for an icon the sprite does not hold', () => {
    expect(() => pageSymbols('<svg><use href="#rs-icon-unicorn"></use></svg>')).toThrow(
      'An icon points at "unicorn", which src/generated/icons.svg has no symbol for.',
    );
  });

  it("puts them before the app's root, outside what hydrates, with a page text written as it is", () => {
    const template = '<head><!--head--></head><body><!--symbols--><div id="root"><!--app--></div><!--data--></body>';
    const body = renderToString(createElement('p', null, createElement(Icon, { name: 'map' }), 'Costs $& less'));
    const html = pageHtml(template, '<title>T</title>', body, '<script id="page-data"></script>');
    expect(html).toMatch(
      /^<head><title>T<\/title><\/head><body><svg hidden [^>]*><symbol id="rs-icon-map" [^<]*(?:<[^<]*)*?<\/svg><div id="root"><p>/,
    );
    expect(html).toContain('Costs $&amp; less</p></div><script id="page-data"></script></body>');
  });
});
