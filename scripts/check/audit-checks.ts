// RankSuite's advertised on-page checks (the plugin's tools, its audit checklist, readability
// and guidance) applied to one built page. Pure: facts in, score and reasons out.
import { syllable } from 'syllable';
import type { Page } from '../../src/generated/types.ts';
import type { PageEntry } from '../lib/page-entry.ts';
import { readPage, type PageFacts } from './page-facts.ts';
import { auditRules, limits } from './audit-rules.ts';

export interface AuditResult {
  score: number;
  reasons: string[];
}
export interface PageAudit extends AuditResult {
  path: string;
  page: string;
}

type AuditRule = keyof typeof auditRules;
export interface AuditFailure {
  rule: AuditRule;
  reason: string;
}

/** Blocks of running text, which readability is measured on; headings and table cells are not. */
const proseTags = new Set(['p', 'li', 'dd', 'blockquote', 'figcaption']);
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
// Under Intl.Segmenter's rules (Unicode's UAX #29), a sentence's end followed by spaces and a
// capital is always a break, and a text breaks nowhere but after a sentence's end or at a
// paragraph separator. A text that has a separator, or a sentence's end followed by anything
// else (a quote, a digit, a lower-case letter, another end: "4.9", "e.g.", "Wait..."), is left to
// Intl.Segmenter. The rest, most prose, is split by usualBreaks, ~10× faster: the readability score
// was most of each page's audit.
const unusualBreaks = /[\n\r\u0085\u2028\u2029]|[\p{Sentence_Terminal}\u2024](?! +[A-Z]| *$)/u;
const usualBreaks = /[\p{Sentence_Terminal}\u2024] +(?=[A-Z])/gu;

/** The text's sentences, exactly as Intl.Segmenter gives them. */
export function sentencesOf(text: string): string[] {
  if (text === '') return [];
  if (unusualBreaks.test(text)) return Array.from(sentences.segment(text), ({ segment }) => segment);
  // A loop of exec(), not split() at a look-behind, which tries it at every character: 3× faster.
  const found: string[] = [];
  let start = 0;
  usualBreaks.lastIndex = 0;
  for (let end = usualBreaks.exec(text); end; end = usualBreaks.exec(text)) {
    found.push(text.slice(start, end.index + end[0].length));
    start = end.index + end[0].length;
  }
  found.push(text.slice(start));
  return found;
}
// Letters and digits, joined by an apostrophe or a decimal point ("don't", "4.9"): the words
// Intl.Segmenter finds in English prose, ten times faster, which counts on a 5,000-page site.
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’.,][\p{L}\p{N}]+)*/gu) ?? [];
const wordCharacter = /[\p{L}\p{N}]/u;
// syllable() costs microseconds a word and prose repeats its words, so each is counted once,
// and looked up as written: lower-casing every word first took as long as the lookup.
const syllableCounts = new Map<string, number>();
function syllablesOf(word: string): number {
  let count = syllableCounts.get(word);
  if (count === undefined) {
    count = syllable(word.toLowerCase());
    syllableCounts.set(word, count);
  }
  return count;
}

/**
 * How many of the sentences of `text`, prose with a word and no unusual break (see sentencesOf),
 * hold a word. Each break is followed by a capital, so every sentence after one holds a word:
 * only the first may not ("— . Then"). Counted without cutting the text into its sentences.
 */
function usualSentencesWithWords(text: string): number {
  usualBreaks.lastIndex = 0;
  const first = usualBreaks.exec(text);
  if (!first) return 1;
  let breaks = 1;
  while (usualBreaks.exec(text)) breaks += 1;
  return breaks + (wordCharacter.test(text.slice(0, first.index)) ? 1 : 0);
}

/** Flesch reading ease and Flesch–Kincaid grade over running text; each block ends at least one sentence. */
export function readability(blocks: string[]) {
  let wordCount = 0;
  let sentenceCount = 0;
  let syllableCount = 0;
  const count = (words: string[], sentences: number) => {
    if (words.length === 0) return;
    sentenceCount += sentences;
    wordCount += words.length;
    for (const word of words) syllableCount += syllablesOf(word);
  };
  for (const block of blocks) {
    // A word never spans a usual break (an end, spaces, a capital), so the block's words are its
    // sentences' words. Intl.Segmenter may break inside one ("1.Next"): those texts go sentence by sentence.
    if (unusualBreaks.test(block)) for (const segment of sentencesOf(block)) count(wordsOf(segment), 1);
    else {
      const words = wordsOf(block);
      count(words, words.length > 0 ? usualSentencesWithWords(block) : 0);
    }
  }
  if (wordCount === 0) return { readingEase: 100, grade: 0, words: 0 };
  const wordsPerSentence = wordCount / sentenceCount;
  const syllablesPerWord = syllableCount / wordCount;
  return {
    readingEase: 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord,
    grade: 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59,
    words: wordCount,
  };
}

// Curly quotes from Markdown's typographer must not hide a keyword typed with straight ones.
const normalise = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
const isExternal = (href: string, baseUrl: string) => /^https?:\/\//.test(href) && !href.startsWith(baseUrl);

/** The rules a page fails, each with its reason: what the rule wants and the page's figure. */
export function auditFailures(facts: PageFacts, page: Page, baseUrl: string): AuditFailure[] {
  const keyword = normalise(page.meta.keyword);
  const failures: AuditFailure[] = [];
  const fail = (rule: AuditRule, reason: string) => failures.push({ rule, reason });
  const has = (text: string) => normalise(text).includes(keyword);

  if (!has(facts.title)) fail('keywordInTitle', `focus keyword "${page.meta.keyword}" is not in the title`);
  if (!has(facts.description))
    fail('keywordInDescription', `focus keyword "${page.meta.keyword}" is not in the meta description`);
  if (!facts.h1.some(has)) fail('keywordInH1', `focus keyword "${page.meta.keyword}" is not in the h1`);
  if (!has(facts.firstParagraph))
    fail('keywordInFirstParagraph', `focus keyword "${page.meta.keyword}" is not in the first paragraph`);
  const length = [...facts.description].length;
  if (length < limits.descriptionMin || length > limits.descriptionMax)
    fail(
      'descriptionLength',
      `meta description is ${length} characters; write ${limits.descriptionMin} to ${limits.descriptionMax}`,
    );
  if (facts.h1.length !== 1) fail('oneH1', `${facts.h1.length} h1 headings; a page needs exactly one`);

  // Prose is read once, for its readability and its share of the word count.
  const isProse = (block: PageFacts['blocks'][number]) => proseTags.has(block.tag);
  const { readingEase, grade, words } = readability(facts.blocks.filter(isProse).map((block) => block.text));
  const wordCount = facts.blocks.reduce(
    (sum, block) => (isProse(block) ? sum : sum + wordsOf(block.text).length),
    words,
  );
  if ((page.layout ?? 'marketing') === 'marketing' && wordCount < limits.minWords)
    fail('thinContent', `${wordCount} words of content; marketing pages need at least ${limits.minWords}`);
  const missingAlt = facts.images.filter((image) => !image.alt?.trim());
  if (missingAlt.length > 0)
    fail(
      'imageAlt',
      `${missingAlt.length} image(s) without alt text: ${missingAlt.map((image) => image.src).join(', ')}`,
    );
  if (!facts.links.some((href) => href.startsWith('/') && !href.startsWith('//')))
    fail('internalLinks', 'no internal links in the content; link to related pages');
  if (page.layout === 'docs' && !facts.links.some((href) => isExternal(href, baseUrl)))
    fail(
      'citations',
      'no external links; a help page should cite its sources (for example the search engine documentation it explains)',
    );

  if (readingEase < limits.minReadingEase)
    fail(
      'readingEase',
      `Flesch reading ease ${readingEase.toFixed(0)}; aim for ${limits.minReadingEase} or more with shorter sentences and words`,
    );
  if (grade > limits.maxGrade)
    fail('gradeLevel', `Flesch–Kincaid grade ${grade.toFixed(1)}; aim for ${limits.maxGrade} or lower`);

  return failures;
}

export const scoreOf = (failures: AuditFailure[]) =>
  Math.max(0, 100 - failures.reduce((sum, { rule }) => sum + auditRules[rule].weight, 0));

export function auditPage(facts: PageFacts, page: Page, baseUrl: string): AuditResult {
  const failures = auditFailures(facts, page, baseUrl);
  return {
    score: scoreOf(failures),
    reasons: failures.map(({ rule, reason }) => `${reason} (-${auditRules[rule].weight})`),
  };
}

/** One page's audit from its HTML: npm run audit scores the built pages with it. */
export function auditHtml(html: string, entry: PageEntry, baseUrl: string): PageAudit {
  return { path: entry.path, page: entry.page, ...auditPage(readPage(html), entry.data, baseUrl) };
}
