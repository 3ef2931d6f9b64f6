// Finds the one-line edit that makes a file readable again by trying the likely ones and reading
// the file again: a fix that is only guessed from the parser's error can point at a line that is
// already right, and following it would change nothing (or break a line that was fine).
import { LineCounter, parseDocument } from 'yaml';

export interface Repair {
  /** 0-based index of the line to change. */
  index: number;
  message: string;
  fix: string;
}

interface Candidate extends Repair {
  text: string;
}

const blank = (text: string) => /^\s*(#.*)?$/.test(text);
const indentOf = (text: string) => /^ */.exec(text)![0].length;

/**
 * How well the file reads with `text` in place of line `index`: 0 when it reads with no error,
 * 1 when only a later, separate mistake remains (an echo of this one would be on or next to its
 * line), undefined when it still does not read there.
 */
function reads(lines: readonly string[], index: number, text: string, errorLine: number): 0 | 1 | undefined {
  const counter = new LineCounter();
  const doc = parseDocument([...lines.slice(0, index), text, ...lines.slice(index + 1)].join('\n'), {
    lineCounter: counter,
    prettyErrors: false,
    uniqueKeys: true,
  });
  if (doc.errors.length === 0) return 0;
  const later = doc.errors.every((error) => counter.linePos(error.pos[0]).line > Math.max(errorLine, index + 1) + 1);
  return later ? 1 : undefined;
}

/** The lines of "|" and ">" texts: what they say is text, however it is indented. */
function blockText(lines: readonly string[]): Set<number> {
  const inside = new Set<number>();
  let opener: number | undefined;
  lines.forEach((line, index) => {
    if (blank(line)) return;
    if (opener !== undefined && indentOf(line) > opener) inside.add(index);
    else opener = /:\s*[|>][-+]?\s*(#.*)?$/.test(line) ? indentOf(line) : undefined;
  });
  return inside;
}

/**
 * How many fields or list items start deeper than the line above lets them (two spaces under a
 * "key:" or inside a "- "): the files are written in steps of two, so a repair that leaves a jump
 * has moved the wrong line, even when YAML can read the result.
 */
function jumps(lines: readonly string[]): number {
  const text = blockText(lines);
  let count = 0;
  let allowed = 0;
  lines.forEach((line, index) => {
    if (blank(line) || text.has(index)) return;
    const indent = indentOf(line);
    if (indent > allowed) count++;
    const own = line.slice(indent);
    allowed = indent + /^(- )*/.exec(own)![0].length + (/:\s*(#.*)?$/.test(own) ? 2 : 0);
  });
  return count;
}

/** Why a line indented `spaces` deep belongs there, from the nearest line above with that indent. */
function likeAbove(lines: readonly string[], index: number, spaces: number): string {
  for (let above = index - 1; above >= 0; above--) {
    if (blank(lines[above])) continue;
    const indent = indentOf(lines[above]);
    if (indent === spaces) {
      const rest = lines[above].slice(indent);
      if (rest.startsWith('- ') && lines[index].trimStart().startsWith('- '))
        return `like the list item on line ${above + 1}`;
      const key = /^(?:- )?([^:#\s][^:#]*):/.exec(rest)?.[1];
      return key ? `like "${key.trim()}:" on line ${above + 1}` : `like line ${above + 1}`;
    }
    const opens = /^\s*(?:- )?([^:#\s][^:#]*):\s*(#.*)?$/.exec(lines[above]);
    if (opens && indent + 2 === spaces) return `two more than "${opens[1].trim()}:" on line ${above + 1}`;
  }
  return 'like the lines of its block';
}

/** The edits that could be meant on one line, likeliest first. */
function* editsOf(lines: readonly string[], index: number): Generator<Candidate> {
  const line = lines[index];
  const indent = line.slice(0, indentOf(line));
  const own = line.slice(indent.length);
  // "eyebrow:Plans": without a space the colon is part of the text.
  const glued = /^((?:- )?)([A-Za-z][\w-]*):(?![\s/])(.*)$/.exec(own);
  if (glued) {
    const text = `${indent}${glued[1]}${glued[2]}: ${glued[3]}`;
    yield {
      index,
      text,
      message: `there is no space after "${glued[2]}:", so YAML reads the line as text instead of a field.`,
      fix: `add a space after the colon, like this: ${text.trim()}`,
    };
  }
  // "- { label: Pricing, href: /pricing" without its closing brace (or bracket).
  for (const [open, close, what] of [
    ['{', '}', 'this { … } block'],
    ['[', ']', 'this [ … ] list'],
  ] as const) {
    if (own.split(open).length > own.split(close).length) {
      const text = `${line.trimEnd()}${/[{[]\s/.test(own) ? ' ' : ''}${close}`;
      yield {
        index,
        text,
        message: `${what} is never closed.`,
        fix: `add the closing ${close}, like this: ${text.trim()}`,
      };
    }
  }
  const quoted = quotedField(own);
  if (quoted) {
    const raw = own.slice(own.indexOf(': ') + 2);
    yield {
      index,
      text: `${indent}${own.startsWith('- ') ? '- ' : ''}${quoted}`,
      message: raw.startsWith('*')
        ? starMessage
        : raw.includes(': ')
          ? 'this value contains ": ", which YAML reads as the start of another field.'
          : 'this value cannot be read as it is written.',
      fix: `put the value in quotes: ${quoted}`,
    };
  }
}

export const starMessage =
  'a value that starts with "*" is read as a reference to other content; put it in quotes to make it text.';

/**
 * "key: value" with the whole value in double quotes, for a line (without its indent) whose value
 * YAML misreads: one holding ": ", starting with "*", or single-quoted around an apostrophe.
 */
export function quotedField(own: string): string | undefined {
  const field = /^(?:- )?([^:#{["'\s][^:#]*): (.+)$/.exec(own);
  if (!field || /^[{[|>]/.test(field[2].trim())) return undefined;
  let value = field[2].trim();
  if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'");
  else if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\"/g, '"');
  return `${field[1].trim()}: ${JSON.stringify(value)}`;
}

/**
 * Other indents the line could have: first those the line above asks for (its own, its fields'
 * after a "- ", two more under a "key:" that opens a block), then those of the lines further up,
 * nearest first (going out on a tie).
 */
function* indentsOf(lines: readonly string[], index: number): Generator<Candidate> {
  const line = lines[index];
  const own = line.trimStart();
  const current = indentOf(line);
  const near: number[] = [];
  const far: number[] = [];
  // Only fields and list items show where a line can go; joined to a "|" text it would be text.
  const text = blockText(lines);
  for (let above = index - 1; above >= 0; above--) {
    if (blank(lines[above]) || text.has(above)) continue;
    const indent = indentOf(lines[above]);
    const offers = [indent, ...(/^ *- /.test(lines[above]) ? [indent + 2] : [])];
    if (/:\s*(#.*)?$/.test(lines[above])) offers.push(offers.at(-1)! + 2);
    (near.length === 0 ? near : far).push(...offers);
  }
  far.sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || a - b);
  const options = [...new Set([...near.reverse(), ...far])].filter((spaces) => spaces !== current);
  for (const spaces of options.slice(0, 4)) {
    const text = `${' '.repeat(spaces)}${own}`;
    yield {
      index,
      text,
      message:
        spaces < current
          ? 'this line is indented further than the fields above it.'
          : 'this line is not indented like the lines of its block.',
      fix: `indent it with ${spaces} spaces, ${likeAbove(lines, index, spaces)}: "${text}"`,
    };
  }
}

/**
 * The edit, on the error's line or near it, after which the file reads. Edits of what a line says
 * come first, on the error's own line first; a change of indent must also leave the file in its
 * steps of two, and among those that do the one that leaves the file free of errors wins.
 */
export function findRepair(lines: readonly string[], errorLine: number): Repair | undefined {
  const near = [0, 1, -1, -2, -3].map((offset) => errorLine - 1 + offset);
  const at = near.filter((index) => index >= 0 && index < lines.length && !blank(lines[index]));
  for (const edits of at.map((index) => editsOf(lines, index)))
    for (const { text, ...repair } of edits)
      if (reads(lines, repair.index, text, errorLine) !== undefined) return repair;
  let best: { repair: Repair; score: number } | undefined;
  const textLines = blockText(lines).size;
  for (const edits of at.map((index) => indentsOf(lines, index)))
    for (const { text, ...repair } of edits) {
      const read = reads(lines, repair.index, text, errorLine);
      if (read === undefined) continue;
      const edited = lines.map((line, index) => (index === repair.index ? text : line));
      // Indented under a ">" or "|" text, a field and all below it read as words of that text:
      // the file reads, but the page has lost its fields.
      if (blockText(edited).size > textLines) continue;
      const score = read * 1000 + jumps(edited);
      if (!best || score < best.score) best = { repair, score };
    }
  return best?.repair;
}

/**
 * Line `index` with the quote opened at `column` (0-based) closed where the file then reads: before
 * the first next field, item or closing bracket after it that works (inside { … } or [ … ]), else
 * at the end of the line.
 */
export function closeQuote(lines: readonly string[], index: number, column: number, quote: string): string | undefined {
  const line = lines[index].trimEnd();
  // A comma inside the text is likelier than one before the next field ("key:") or item (a quote).
  const ends = [...line.slice(column + 1).matchAll(/\s*(?:,\s*(?:[\w-]+:\s|["'])|[}\]])/g)].map(
    (match) => column + 1 + match.index,
  );
  for (const end of [...ends, line.length]) {
    const text = `${line.slice(0, end)}${quote}${line.slice(end)}`;
    if (reads(lines, index, text, index + 1) !== undefined) return text;
  }
  return undefined;
}
