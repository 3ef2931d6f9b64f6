// The Markdown blocks beyond CommonMark: code blocks coloured at build time with a copy button,
// and callouts written as containers (`::: note` … `:::`). The reader's half finds what the
// renderer would not show as meant: a language it cannot colour, a callout kind it does not know,
// a callout never closed. src/components/ui/Markdown.tsx brings the copy buttons to life.
import type { MarkdownIt, Token } from 'markdown-it';
import container from 'markdown-it-container';
import { Info, Lightbulb, TriangleAlert, type IconNode } from 'lucide';
import { escapeHtml } from './html.ts';
import { codeLanguages, highlightCode, isCodeLanguage } from './highlight.ts';

const calloutKinds: Record<string, { label: string; icon: IconNode }> = {
  note: { label: 'Note', icon: Info },
  tip: { label: 'Tip', icon: Lightbulb },
  warning: { label: 'Warning', icon: TriangleAlert },
};

const svgOf = (icon: IconNode) =>
  `<svg class="callout-icon" xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${icon
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
          .join(' ')}/>`,
    )
    .join('')}</svg>`;

const languageOf = (token: Token) => token.info.trim().split(/\s+/)[0] ?? '';

/** For the renderer: coloured code blocks with a copy button, and the three callouts. */
export function codeAndCallouts(md: MarkdownIt) {
  md.set({ highlight: (code, language) => (language ? (highlightCode(code.replace(/\n$/, ''), language) ?? '') : '') });
  const fence = md.renderer.rules.fence!;
  // The button is hidden until the app's script can make it work; the status line announces the copy.
  md.renderer.rules.fence = (...args) =>
    `<div class="code-block">${fence(...args)}<button type="button" class="code-copy" hidden>Copy</button><span class="sr-only" role="status"></span></div>\n`;
  for (const [kind, { label, icon }] of Object.entries(calloutKinds)) {
    md.use(container, kind, {
      render: (tokens: Token[], index: number) =>
        tokens[index].nesting === 1
          ? `<aside class="callout callout-${kind}"><p class="callout-label">${svgOf(icon)}${label}</p>\n`
          : '</aside>\n',
    });
  }
}

/** For the reader: every container, whatever its kind, so that a wrong one can be reported. */
export function anyContainer(md: MarkdownIt) {
  md.use(container, 'any', { validate: (params: string) => params.trim() !== '' });
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
