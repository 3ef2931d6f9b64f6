// The Markdown blocks beyond CommonMark: code blocks coloured at build time with a copy button,
// and callouts written as containers (`::: note` … `:::`). The reader's half finds what the
// renderer would not show as meant: a language it cannot colour, a callout kind it does not know,
// a callout never closed. src/components/ui/Markdown.tsx brings the copy buttons to life.
import type { MarkdownIt, Token } from 'markdown-it';
import { createRequire } from 'node:module';
import { codeLanguages, highlightCode, isCodeLanguage } from './highlight.ts';

// Loaded with markdown-it, when a parser is first made (scripts/lib/markdown.ts).
const require = createRequire(import.meta.url);
const container = () => require('markdown-it-container') as typeof import('markdown-it-container').default;

// Lucide's info, lightbulb and triangle-alert icons (ISC licence), as SVG markup. Copied rather
// than imported: loading the lucide package takes the checker over a second.
const icon = (shapes: string) =>
  `<svg class="callout-icon" xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shapes}</svg>`;

export const calloutKinds: Record<string, { label: string; svg: string }> = {
  note: { label: 'Note', svg: icon('<circle cx="12" cy="12" r="10"/><path d="M12 16v-4"/><path d="M12 8h.01"/>') },
  tip: {
    label: 'Tip',
    svg: icon(
      '<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"/><path d="M9 18h6"/><path d="M10 22h4"/>',
    ),
  },
  warning: {
    label: 'Warning',
    svg: icon(
      '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/>',
    ),
  },
};

const languageOf = (token: Token) => token.info.trim().split(/\s+/)[0] ?? '';

/** For the renderer: coloured code blocks with a copy button, and the three callouts. */
export function codeAndCallouts(md: MarkdownIt, { colours = true } = {}) {
  if (colours)
    md.set({
      highlight: (code, language) => (language ? (highlightCode(code.replace(/\n$/, ''), language) ?? '') : ''),
    });
  const fence = md.renderer.rules.fence!;
  // The button is hidden until the app's script can make it work; the status line announces the copy.
  md.renderer.rules.fence = (...args) =>
    `<div class="code-block">${fence(...args)}<button type="button" class="code-copy" hidden>Copy</button><span class="sr-only" role="status"></span></div>\n`;
  for (const [kind, { label, svg }] of Object.entries(calloutKinds)) {
    md.use(container(), kind, {
      render: (tokens: Token[], index: number) =>
        tokens[index].nesting === 1
          ? `<aside class="callout callout-${kind}"><p class="callout-label">${svg}${label}</p>\n`
          : '</aside>\n',
    });
  }
}

/** For the reader: every container, whatever its kind, so that a wrong one can be reported. */
export function anyContainer(md: MarkdownIt) {
  md.use(container(), 'any', { validate: (params: string) => params.trim() !== '' });
}

/** A block problem, with the 0-based line of the Markdown text and the text to point at on it. */
export interface BlockProblem {
  line: number;
  needle: string;
  message: string;
  fix: string;
}

export function blockProblems(tokens: Token[], text: string): BlockProblem[] {
  const lines = text.split('\n');
  const problems: BlockProblem[] = [];
  for (const token of tokens) {
    const line = token.map?.[0] ?? 0;
    const language = languageOf(token);
    if (token.type === 'fence' && language && !isCodeLanguage(language)) {
      problems.push({
        line,
        needle: language,
        message: `the code block's language "${language}" is not one the site can colour.`,
        fix: `write one of ${codeLanguages.join(', ')} after the backticks (text shows the code without colours).`,
      });
    }
    if (token.type !== 'container_any_open') continue;
    const kind = token.info.trim().split(/\s+/)[0];
    if (!calloutKinds[kind]) {
      problems.push({
        line,
        needle: kind,
        message: `"::: ${kind}" is not a kind of callout.`,
        fix: `write ${Object.keys(calloutKinds)
          .map((known) => `"::: ${known}"`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' or $1')}.`,
      });
    }
    // The container ends on its closing line, or runs to the end of the text without one.
    const end = token.map?.[1] ?? line;
    if (end === line || !/^\s*:{3,}\s*$/.test(lines[end] ?? '')) {
      problems.push({
        line,
        needle: kind,
        message: `the "::: ${kind}" callout is never closed, so everything after it would be inside it.`,
        fix: 'add a line holding only ":::" where the callout ends.',
      });
    }
  }
  return problems;
}
