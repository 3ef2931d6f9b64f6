// Rewords the yaml parser's errors for people who have never read a YAML spec, and moves
// each to the line the person has to change (the parser often notices a mistake later).
import { visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { closeQuote, findRepair, quotedField } from './yaml-repair.ts';

interface Described {
  line: number;
  column: number;
  message: string;
  fix: string;
}

const blank = (text: string) => /^\s*(#.*)?$/.test(text);

/**
 * How a mis-indented line (0-based index) should start, judged from the line above it: a
 * field lines up with the field above, or goes two spaces further in under a "key:" that
 * opens a block. Returns a fix that shows the corrected line.
 */
export function indentFix(lines: readonly string[], index: number): string {
  let above = index - 1;
  while (above >= 0 && blank(lines[above])) above--;
  const own = (lines[index] ?? '').replace(/^[ \t]+/, '');
  if (above < 0) return `start the line with no spaces: "${own}"`;
  if (own.startsWith('- ')) {
    // A list item lines up with the dashes of its list: the nearest dash column above.
    const written = (lines[index] ?? '').length - own.length;
    const items = lines
      .slice(0, index)
      .map((text, line) => ({ line, dash: /^( *)- /.exec(text)?.[1].length }))
      .filter((item) => item.dash !== undefined);
    const best = items.reduce<(typeof items)[number] | undefined>(
      (found, item) => (!found || Math.abs(item.dash! - written) <= Math.abs(found.dash! - written) ? item : found),
      undefined,
    );
    if (best)
      return `indent it with ${best.dash} spaces, like the list item on line ${best.line + 1}: "${' '.repeat(best.dash!)}${own}"`;
  }
  const match = /^((?:\s|- )*)([^:#\s][^:#]*):(.*)$/.exec(lines[above]);
  if (!match) return `use spaces only, the same number as the fields of its block: "${own}"`;
  const [, prefix, key, rest] = match;
  const opens = rest.trim() === '';
  const spaces = prefix.length + (opens ? 2 : 0);
  const how = opens
    ? `two more than "${key.trim()}:" on line ${above + 1}`
    : `like "${key.trim()}:" on line ${above + 1}`;
  return `indent it with ${spaces} spaces, ${how}: "${' '.repeat(spaces)}${own}"`;
}

/** Where a quoted text that never closes begins; the parser only notices at the end of the file. */
function openingQuote(doc: Document.Parsed, end: number): number | undefined {
  let start: number | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.range?.[1] === end)
        start = node.range[0];
    },
  });
  return start;
}

export function describeYamlError(
  error: YAMLError,
  doc: Document.Parsed,
  lines: readonly string[],
  counter: LineCounter,
): Described {
  const at = counter.linePos(error.pos[0]);
  const lineText = lines[at.line - 1] ?? '';
  const key = /^\s*-?\s*([^:#]+):/.exec(lineText)?.[1]?.trim();
  const here = (message: string, fix: string): Described => ({ line: at.line, column: at.col, message, fix });
  if (error.code !== 'DUPLICATE_KEY' && error.code !== 'MULTIPLE_DOCS' && !/quote/i.test(error.message)) {
    // A fix proven to make the file readable beats one guessed from where the parser gave up.
    const repair = findRepair(lines, at.line);
    if (repair) {
      const column = repair.index === at.line - 1 ? at.col : 1;
      return { line: repair.index + 1, column, message: repair.message, fix: repair.fix };
    }
  }
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const first =
        key === undefined
          ? -1
          : lines.slice(0, at.line - 1).findLastIndex(
              (text) =>
                text
                  .slice(0, at.col - 1)
                  .trim()
                  .replace(/^-$/, '') === '' && text.slice(at.col - 1).startsWith(`${key}:`),
            );
      const twice =
        first === -1 ? 'appears twice in the same block' : `is already set on line ${first + 1} of the same block`;
      // Deleting only this line would leave the lines of a longer value behind, out of place.
      let below = at.line;
      while (below < lines.length && blank(lines[below])) below++;
      const oneLine = below >= lines.length || /^ */.exec(lines[below])![0].length < at.col;
      const other = first === -1 ? `the other "${key ?? 'duplicate'}:"` : `line ${first + 1}`;
      return here(
        `"${key ?? 'this key'}" ${twice}; a field can be set only once.`,
        oneLine
          ? `delete this line, or merge its value into ${other} and delete this one.`
          : `delete this field (this line and the lines indented under it), or merge it into ${other}.`,
      );
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      // Reached only when no repair made the file read (the line holds more than one mistake).
      const quoted = (lineText.match(/:\s/g) ?? []).length >= 2 ? quotedField(lineText.trimStart()) : undefined;
      if (quoted)
        return here(
          'this value contains ": ", which YAML reads as the start of another field.',
          `put the value in quotes: ${quoted}`,
        );
      // The parser stops on the field above; the line to change is the one below it.
      let next = at.line;
      while (next < lines.length && blank(lines[next])) next++;
      if (next >= lines.length)
        return here('this line is not indented like the lines of its block.', indentFix(lines, at.line - 1));
      return {
        line: next + 1,
        column: 1,
        message: 'this line is indented further than the fields above it.',
        fix: indentFix(lines, next),
      };
    }
    case 'BAD_INDENT':
    case 'MISSING_CHAR': {
      if (/quote/i.test(error.message)) {
        const start = openingQuote(doc, error.pos[0]);
        const opened = start === undefined ? at : counter.linePos(start);
        const quote = /'/.test(error.message) ? "'" : '"';
        const text = lines[opened.line - 1] ?? '';
        // Inside { … } or [ … ] the text ends before a comma or bracket, not at the end of the line.
        const inFlow = /[{[]/.test(text.slice(0, opened.col - 1));
        const closed = closeQuote(lines, opened.line - 1, opened.col - 1, quote);
        return {
          line: opened.line,
          column: opened.col,
          message: `the quote ${quote} that starts here is never closed, so the rest of the file is read as part of this text.`,
          fix: !closed
            ? `add the closing ${quote} right after the text it starts${inFlow ? ', before the next comma or bracket' : ''}.`
            : inFlow
              ? `add the closing ${quote} right after the text it starts, like this: ${closed.trim()}`
              : `add the closing ${quote} at the end of the text, like this: ${closed.trim()}`,
        };
      }
      return here('this line is not indented like the lines of its block.', indentFix(lines, at.line - 1));
    }
    case 'MULTIPLE_DOCS':
      return here(
        'this "---" line starts a second document, but each file holds only one.',
        'move this line and the lines after it out of this file (into a page of its own: npm run new-page -- /its-path makes one); or, if what follows belongs to this page, delete only the "---" line.',
      );
    case 'TAB_AS_INDENT':
      return here(
        'this line is indented with a tab; YAML only allows spaces.',
        `replace the tab with spaces; ${indentFix(lines, at.line - 1)}`,
      );
    default:
      return here(
        `the YAML cannot be read here (${error.message.split('\n')[0]}).`,
        'compare this line with a working example in EDITING.md; check quotes, colons and indentation.',
      );
  }
}
