import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { syllable } from 'syllable';
import { auditPage, readability, sentencesOf } from '../../scripts/check/audit-checks.ts';
import { formatAudit, thresholdFailure } from '../../scripts/audit/report.ts';
import { median } from '../../scripts/lib/stats.ts';
import { readPage } from '../../scripts/check/page-facts.ts';
import type { PageFacts } from '../../scripts/check/page-facts.ts';
import type { Page } from '../../src/generated/types.ts';

const baseUrl = 'https://ranksuite.com';
const prose =
  'RankSuite checks every post you write. It shows what to fix and why. You can fix most issues in one click. '.repeat(
    15,
  );
const page: Page = {
  meta: {
    title: 'RankSuite Pricing: Free and Premium SEO Plans',
    description: `RankSuite pricing is simple: ${'a'.repeat(130)}`,
    keyword: 'RankSuite pricing',
  },
  sections: [{ type: 'hero', heading: 'RankSuite pricing' }],
};
const facts: PageFacts = {
  title: page.meta.title,
  description: page.meta.description,
  h1: ['RankSuite pricing: start free'],
  firstParagraph: 'RankSuite pricing keeps things simple.',
  blocks: [{ tag: 'p', text: prose }],
  images: [{ src: '/images/dashboard.svg', alt: 'The RankSuite dashboard' }],
  links: ['/pricing/free-vs-pro', 'https://developers.google.com/search'],
};

describe('the SEO audit', () => {
  it('gives 100 to a page that passes every check', () => {
    expect(auditPage(facts, page, baseUrl)).toEqual({ score: 100, reasons: [] });
  });

  it('names each failed check with what to do, and takes its points off', () => {
    const poor: PageFacts = {
      ...facts,
      title: 'Plans',
      description: 'Too short.',
      h1: ['Plans', 'Pricing'],
      firstParagraph: 'Welcome.',
      blocks: [{ tag: 'p', text: 'Short page.' }],
      images: [
        { src: '/images/a.svg', alt: null },
        { src: '/images/b.svg', alt: ' ' },
      ],
      links: ['#faq', 'https://example.com'],
    };
    expect(auditPage(poor, page, baseUrl)).toEqual({
      score: 5,
      reasons: [
        'focus keyword "RankSuite pricing" is not in the title (-10)',
        'focus keyword "RankSuite pricing" is not in the meta description (-10)',
        'focus keyword "RankSuite pricing" is not in the h1 (-10)',
        'focus keyword "RankSuite pricing" is not in the first paragraph (-10)',
        'meta description is 10 characters; write 150 to 160 (-10)',
        '2 h1 headings; a page needs exactly one (-15)',
        '2 words of content; marketing pages need at least 300 (-10)',
        '2 image(s) without alt text: /images/a.svg, /images/b.svg (-10)',
        'no internal links in the content; link to related pages (-10)',
      ],
    });
  });

  it('finds the keyword whatever its letter case or quote marks', () => {
    const quoted: Page = { ...page, meta: { ...page.meta, keyword: "RankSuite's pricing" } };
    expect(
      auditPage(
        {
          ...facts,
          title: 'RANKSUITE’S PRICING',
          description: `RankSuite’s pricing ${'a'.repeat(135)}`,
          h1: ['RankSuite’s Pricing'],
          firstParagraph: 'RankSuite’s pricing.',
        },
        quoted,
        baseUrl,
      ).reasons,
    ).toEqual([]);
  });

  it('asks help pages, not marketing pages, to cite an external source, and lets short help pages be', () => {
    const docs: Page = { ...page, layout: 'docs' };
    const local = { ...facts, links: ['/pricing'], blocks: [{ tag: 'p', text: 'Open the panel. Click the tab.' }] };
    expect(auditPage(local, docs, baseUrl).reasons).toEqual([
      'no external links; a help page should cite its sources (for example the search engine documentation it explains) (-5)',
    ]);
    expect(auditPage({ ...local, links: ['/pricing', 'https://ranksuite.com/about'] }, docs, baseUrl).score).toBe(95);
    expect(auditPage({ ...local, blocks: facts.blocks }, page, baseUrl).score).toBe(100);
  });

  it('flags hard-to-read text with its Flesch reading ease and grade', () => {
    const dense =
      'Comprehensive optimisation necessitates systematic evaluation of interconnected organisational considerations, particularly regarding infrastructural interoperability and administrative accountability throughout implementation. ';
    expect(auditPage({ ...facts, blocks: [{ tag: 'p', text: dense.repeat(20) }] }, page, baseUrl).reasons).toEqual([
      expect.stringMatching(/^Flesch reading ease -?\d+; aim for 50 or more with shorter sentences and words \(-5\)$/),
      expect.stringMatching(/^Flesch–Kincaid grade \d+\.\d; aim for 12 or lower \(-5\)$/),
    ]);
  });
});

describe('readability', () => {
  it('scores short plain sentences as easy', () => {
    const { readingEase, grade } = readability(['The cat sat on the mat. It was warm.']);
    expect(readingEase).toBeGreaterThan(100);
    expect(grade).toBeLessThan(1);
  });

  // readability counts most prose's sentences without cutting it into them: its figures must be
  // those of Intl.Segmenter's sentences, each with its words counted, as the Flesch formulas ask.
  it("gives the figures of counting Intl.Segmenter's sentences one by one", () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
    const counted = (blocks: string[]) => {
      let [sentences, words, syllables] = [0, 0, 0];
      for (const block of blocks)
        for (const { segment } of segmenter.segment(block)) {
          const found = segment.match(/[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu) ?? [];
          if (found.length === 0) continue;
          sentences += 1;
          words += found.length;
          for (const word of found) syllables += syllable(word.toLowerCase());
        }
      if (words === 0) return { readingEase: 100, grade: 0, words: 0 };
      return {
        readingEase: 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words),
        grade: 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59,
        words,
      };
    };
    const piece = fc.constantFrom(
      ...['The', 'cat', 'Readability', 'SEO', 'Émile', 'élan', '4', '1,200', "don't", 'it’s', 'e.g'],
      ...[' ', ' ', ' ', '  ', '\n', '.', '. ', '! ', '? ', '...', '—', '"', ',', '1.', 'A'],
    );
    const block = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.array(block, { maxLength: 4 }), (blocks) => {
        expect(readability(blocks)).toEqual(counted(blocks));
      }),
      { numRuns: 5_000 },
    );
    expect(readability(['— . Then it ends. Next.', 'One more'])).toEqual(
      counted(['— . Then it ends. Next.', 'One more']),
    );
  });
});

// sentencesOf splits most prose with a regular expression instead of Intl.Segmenter (~10× faster
// on the check's 1,000-page benchmark); it must split every text exactly as Intl.Segmenter does.
describe('sentencesOf', () => {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  const segmented = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

  it('splits before a capital after a sentence ends, and leaves the rest to Intl.Segmenter', () => {
    const texts = [
      'The cat sat. It was warm!  Was it? Yes.',
      'Rated 4.9/5 by 1,200+ users. Try it.',
      'Use e.g. a list. Then the U.S. Army.',
      'He said "Stop." Then he left.',
      'Version 2. 3 items follow. Done.',
      'Wait... What?! No.',
      'One.\nTwo. Three.',
      'Stop. élan follows. Émile too.',
      '',
      '   ',
      'Trailing space.  ',
    ];
    for (const text of texts) expect(sentencesOf(text), text).toEqual(segmented(text));
    expect(sentencesOf('The cat sat. It was warm!  Was it?')).toEqual(['The cat sat. ', 'It was warm!  ', 'Was it?']);
  });

  it('matches Intl.Segmenter on random texts of the characters its rules treat apart', () => {
    // Capitals, lower case, digits, spaces (a no-break one too), terminators of several scripts,
    // quotes and brackets, separators, commas and colons, and characters rules skip over.
    const piece = fc.constantFrom(
      ...['A', 'Z', 'É', 'a', 'z', '1', 'Word', 'word', ' ', '  ', '\u00a0', '\n', '\r\n', '\u2029'],
      ...['.', '!', '?', '\u2024', '\uff0e', '\u3002', '\u0589', '"', "'", '’', ')', '(', ',', ';', ':', '-'],
      ...['\u00ad', '\u0301', '\u200b'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        expect(sentencesOf(text)).toEqual(segmented(text));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('the audit report', () => {
  const audits = [
    {
      path: '/pricing',
      page: 'pricing',
      score: 80,
      reasons: [
        'meta description is 171 characters; write 150 to 160 (-10)',
        'no internal links in the content; link to related pages (-10)',
      ],
    },
    { path: '/', page: 'home', score: 100, reasons: [] },
  ];

  it('lists each page with its score and reasons', () => {
    expect(formatAudit(audits)).toMatchInlineSnapshot(`
      " 80  /pricing  (pages/pricing.yaml)
             meta description is 171 characters; write 150 to 160 (-10)
             no internal links in the content; link to related pages (-10)
      100  /  (pages/home.yaml)"
    `);
  });

  it('fails the build only for pages under the threshold', () => {
    expect(thresholdFailure(audits, 80)).toBeUndefined();
    expect(thresholdFailure(audits, 90)?.split('\n').at(-1)).toBe(
      "1 page(s) score under the SEO audit threshold of 90 (auditThreshold in site.yaml). Fix the reasons listed under each page in its YAML file; npm run audit shows every page's score.",
    );
  });

  it('takes the median of odd and even counts', () => {
    expect([median([3, 1, 2]), median([4, 1, 3, 2])]).toEqual([2, 2.5]);
  });
});

describe('page facts', () => {
  it('reads the head, the h1, the first paragraph after it, and the content without menus', () => {
    const read =
      readPage(`<!doctype html><html><head><title>Plans | RankSuite</title><meta name="description" content="Plans for every site."></head>
      <body><header><nav><a href="/">Home</a></nav></header><main><p class="eyebrow">Pricing</p><h1>Plans</h1><p>First  paragraph.</p>
      <aside><a href="/menu">Menu</a></aside><ul><li>One <a href="/pricing">plan</a></li></ul><img src="/a.svg"><img src="/b.svg" alt="B">
      <script type="application/json">{"not":"content"}</script></main><footer><a href="/about">About</a></footer></body></html>`);
    expect(read).toEqual({
      title: 'Plans | RankSuite',
      description: 'Plans for every site.',
      h1: ['Plans'],
      firstParagraph: 'First paragraph.',
      blocks: [
        { tag: 'p', text: 'Pricing' },
        { tag: 'h1', text: 'Plans' },
        { tag: 'p', text: 'First paragraph.' },
        { tag: 'li', text: 'One plan' },
      ],
      images: [
        { src: '/a.svg', alt: null },
        { src: '/b.svg', alt: 'B' },
      ],
      links: ['/pricing'],
    });
  });
});
