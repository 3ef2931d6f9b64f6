// @vitest-environment node
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageSymbols } from '../../scripts/build/page-symbols.ts';
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
});
