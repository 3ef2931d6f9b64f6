// The SEO audit's rules as editors read them (EDITING.md, npm run check's fixes), apart from the
// audit itself (audit-checks.ts), so that writing the guide loads no HTML parser.
export const limits = { descriptionMin: 150, descriptionMax: 160, minWords: 300, minReadingEase: 50, maxGrade: 12 };

/**
 * Every check, with the points it costs when it fails (a page that passes everything scores
 * 100), where in a page file the editor fixes it, and how. EDITING.md lists them from here and
 * npm run check gives the fix at the field, so the guide, the check and the build say the same.
 */
export const auditRules = {
  keywordInTitle: {
    name: 'Focus keyword in the title',
    weight: 10,
    field: '`meta.title`',
    checks: 'the focus keyword (`meta.keyword`) appears in the page title',
    fix: 'put the focus keyword in meta.title, near the start, or change meta.keyword to a phrase the title uses',
  },
  keywordInDescription: {
    name: 'Focus keyword in the description',
    weight: 10,
    field: '`meta.description`',
    checks: 'the focus keyword appears in the meta description',
    fix: 'use the focus keyword once in meta.description, keeping it 150 to 160 characters long',
  },
  keywordInH1: {
    name: 'Focus keyword in the main heading',
    weight: 10,
    field: 'the `heading` of the `hero` section',
    checks: "the focus keyword appears in the h1, the hero's heading",
    fix: "use the focus keyword in the hero's heading",
  },
  keywordInFirstParagraph: {
    name: 'Focus keyword in the first paragraph',
    weight: 10,
    field: "the first paragraph after the main heading (usually the hero's `subheading`)",
    checks:
      'the focus keyword appears in the first paragraph after the h1, which search engines and readers take as the summary',
    fix: 'use the focus keyword in this text, the first paragraph under the main heading',
  },
  descriptionLength: {
    name: 'Description length',
    weight: 10,
    field: '`meta.description`',
    checks: `the meta description is ${limits.descriptionMin} to ${limits.descriptionMax} characters long`,
    fix: `write meta.description in ${limits.descriptionMin} to ${limits.descriptionMax} characters`,
  },
  oneH1: {
    name: 'One main heading',
    weight: 15,
    field: 'the `hero` section (its `heading` is the h1)',
    checks: 'the page has exactly one h1: one `hero` section, and no `# heading` in Markdown',
    fix: 'keep exactly one hero section, and start Markdown headings at ## (h2)',
  },
  thinContent: {
    name: 'Enough content',
    weight: 10,
    field: '`sections`',
    checks: `a marketing page has at least ${limits.minWords} words of content (headings, paragraphs, list items, table cells; buttons and menus do not count)`,
    fix: `add text to the page's sections (card descriptions, a rich-text section, FAQ answers) until it has ${limits.minWords} words`,
  },
  imageAlt: {
    name: 'Alt text on images',
    weight: 10,
    field: "the image's `alt`",
    checks: 'every image in the content has alt text',
    fix: 'describe what the image shows in its alt, such as alt: The keyword report with three suggestions',
  },
  internalLinks: {
    name: 'Internal links',
    weight: 10,
    field: '`sections`',
    checks: 'the content links to at least one other page of the site (an `href` starting with /)',
    fix: 'add a link to a related page: a button (actions), a card href, or a Markdown link such as [pricing](/pricing)',
  },
  citations: {
    name: 'Sources cited',
    weight: 5,
    field: 'a Markdown `body` of a docs page',
    checks: 'a docs page links to at least one other website, to cite its sources',
    fix: 'link to the documentation this page explains, such as [Google Search Central](https://developers.google.com/search/docs)',
  },
  readingEase: {
    name: 'Reading ease',
    weight: 5,
    field: 'the hardest paragraph, named in the problem',
    checks: `the Flesch reading ease of the running text (paragraphs, list items, quotes) is ${limits.minReadingEase} or more`,
    fix: 'split long sentences and prefer short words, starting with this text',
  },
  gradeLevel: {
    name: 'Grade level',
    weight: 5,
    field: 'the hardest paragraph, named in the problem',
    checks: `the Flesch–Kincaid grade of the running text is ${limits.maxGrade} or lower`,
    fix: 'split long sentences and prefer short words, starting with this text',
  },
} satisfies Record<string, { name: string; weight: number; field: string; checks: string; fix: string }>;
