import { describe, expect, it } from 'vitest';
import { checkFormAction, checkLink, type LinkTargets } from '../../scripts/check/links.ts';

const targets: LinkTargets = {
  routes: new Set(['/', '/pricing', '/features/seo-audit']),
  anchors: new Map([['/pricing', new Set(['faq', 'plans'])]]),
  moved: new Map([['/plans', '/pricing']]),
};
const fix = (href: string) => {
  const verdict = checkLink(href, '/', targets);
  return verdict.ok ? 'ok' : `${verdict.message} ${verdict.fix}`;
};

describe('checkLink', () => {
  it('accepts routes, fragments and safe schemes', () => {
    for (const href of [
      '/',
      '/pricing',
      '/pricing#faq',
      '/pricing?x=1',
      'https://wordpress.org/',
      'mailto:hi@ranksuite.com',
      'tel:+441234',
    ]) {
      expect(fix(href)).toBe('ok');
    }
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#115;cript:alert(1)',
    'data:text/html,x',
    'VBScript:x',
  ])('refuses %j', (href) => expect(fix(href)).toMatch(/can run code in visitors' browsers/));
  it('refuses protocol-relative and http: links with the https form as the fix', () => {
    expect(fix('//evil.example/x')).toBe(
      '"//evil.example/x" has no scheme, so browsers treat it as another website. write the full address: https://evil.example/x',
    );
    expect(fix('http://example.com')).toBe(
      '"http://example.com" is an insecure http: link. use https: https://example.com',
    );
  });
  it('suggests the closest route for a near miss', () => {
    expect(fix('/featurs/seo-audit')).toBe('"/featurs/seo-audit" is not a route. did you mean "/features/seo-audit"?');
    expect(fix('/Pricing/')).toBe('"/Pricing/" is not a route. did you mean "/pricing"?');
  });
  it('checks fragments against the ids of the target page', () => {
    expect(fix('/pricing#faqs')).toBe('"#faqs" is not an id on the page /pricing. did you mean "#faq"?');
  });
  it('points links at old paths to the new one', () => {
    expect(fix('/plans')).toBe('"/plans" is an old path; the page moved to "/pricing". link to "/pricing" instead.');
  });
});

describe('characters a link cannot hold', () => {
  it.each([
    [
      'https://a.example/"><script>alert(1)</script>',
      'contains a double quote ("), which a link cannot hold. write it as %22: "https://a.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"',
    ],
    ["/pricing?q='x'", 'contains a single quote (\'), which a link cannot hold. write it as %27: "/pricing?q=%27x%27"'],
    ['/pricing#faq plans', 'contains a space, which a link cannot hold. write it as %20: "/pricing#faq%20plans"'],
    ['/pricing\n', 'contains a line break, which a link cannot hold. remove it: "/pricing"'],
    ['/pri\u0007cing', 'contains a control character (U+0007), which a link cannot hold. remove it: "/pricing"'],
  ])('refuses %j and gives the address that fixes it', (href, expected) => {
    expect(fix(href)).toBe(`${JSON.stringify(href)} ${expected}`);
  });
});

describe('checkFormAction', () => {
  const verdict = (action: string) => {
    const result = checkFormAction(action);
    return result.ok ? 'ok' : `${result.message} ${result.fix}`;
  };
  it("accepts an https:// address or a path on the site's own server, which need not be a page", () => {
    for (const action of [
      'https://forms.example.com/f/contact',
      'https://forms.example.com:8443/x?y=1',
      '/api/contact',
    ])
      expect(verdict(action)).toBe('ok');
  });
  it('refuses http:, other schemes, protocol-relative and relative addresses, saying what to write', () => {
    expect(verdict('http://forms.example.com/x')).toBe(
      '"http://forms.example.com/x" is an insecure http: address, so visitors\' messages would travel unencrypted. use https: https://forms.example.com/x',
    );
    const other =
      'write a full https:// address, such as https://forms.example.com/f/contact, or a path on this site starting with /, such as /api/contact.';
    expect(verdict('/api/contact"><script>')).toBe(
      '"/api/contact\\"><script>" contains a double quote ("), which an address cannot hold. write it as %22: "/api/contact%22%3E%3Cscript%3E"',
    );
    for (const action of [
      'mailto:hi@ranksuite.com',
      'javascript:alert(1)',
      '//forms.example.com/x',
      'api/contact',
      'https://*.example.com/x',
      'https://exa mple.com/x',
    ]) {
      expect(verdict(action)).toBe(`"${action}" is not an https:// address or a path on this site. ${other}`);
    }
  });
});
