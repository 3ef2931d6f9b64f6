// Text that YAML changes without an error. A " #" after plain text starts a comment, so the
// rest of the line never reaches the page; a line indented further than a list item's text is
// joined to that text ("1 domain - On-page SEO checks"); a control character is invisible in
// an editor but reaches the page. Read from the parser's tokens (CST), which keep what the
// data loses: where a comment starts and how each scalar was written.
import { CST, Parser } from 'yaml';

interface TextDamage {
  /** Where in the file, as a character offset. */
  offset: number;
  message: string;
  fix: string;
}

/** A plain scalar YAML reads as a number, true/false or null, not as text (YAML 1.2 core schema). */
const notText =
  /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|true|True|TRUE|false|False|FALSE|null|Null|NULL|~)$/;
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Escapes that write a control character inside "double quotes". */
const controlEscape =
  /\\(?:0|a|b|e|v|f|x[01][\da-fA-F]|x7[fF]|x[89][\da-fA-F]|u00[01][\da-fA-F]|u007[fF]|u008[\da-fA-F]|u009[\da-fA-F])/;
/** A continuation line that looks like a list item or a field of its own. */
const lookalikeLine = /\n([ \t]*)(- |[A-Za-z][\w-]*: )/;

/**
 * Cheap tests on the raw text first: the tokens are read only for a file that may hold one of
 * these mistakes, so the usual file costs a few regular expressions.
 */
const mayBeDamaged = (text: string) =>
  // includes() first: the expression tried at every character took a 5,000-page check ~0.1 s.
  ((text.includes(' #') || text.includes('\t#')) && /[^\s#][ \t]+#/.test(text)) ||
  /\n( *)- (?![\s"'|>{[&*!])(?:(?!: )[^\n])*[^:\n]\n\1 +- /.test(text) ||
  controlCharacter.test(text) ||
  (text.includes('\\') && controlEscape.test(text));

export function findTextDamage(text: string): TextDamage[] {
  if (!mayBeDamaged(text)) return [];
  const found: TextDamage[] = [];
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      const scalar = item.value;
      if (!scalar || !CST.isScalar(scalar)) return;
      if (scalar.type === 'scalar') found.push(...plainDamage(text, scalar));
      else if (scalar.type === 'double-quoted-scalar') found.push(...escapedControl(text, scalar));
      const raw = controlCharacter.exec(scalar.source);
      if (raw)
        found.push(
          controlProblem(
            text,
            scalar.offset + raw.index,
            `U+${raw[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
            raw[0].length,
          ),
        );
    });
  }
  return found.sort((a, b) => a.offset - b.offset);
}

type Scalar = CST.FlowScalar;

function plainDamage(text: string, scalar: Scalar): TextDamage[] {
  const found: TextDamage[] = [];
  const comment = scalar.end?.find((token) => token.type === 'comment');
  const sameLine = comment && !text.slice(scalar.offset + scalar.source.length, comment.offset).includes('\n');
  if (comment && sameLine && !notText.test(scalar.source)) {
    const lineStart = text.lastIndexOf('\n', scalar.offset) + 1;
    const before = text.slice(lineStart, scalar.offset);
    const whole =
      `${scalar.source}${text.slice(scalar.offset + scalar.source.length, comment.offset)}${comment.source}`.trimEnd();
    found.push({
      offset: comment.offset,
      message: `the text after " #" was cut off: YAML reads " #" as the start of a comment, so the page would show only ${JSON.stringify(scalar.source)}.`,
      fix: `put the whole value in double quotes: ${before.trimStart()}${JSON.stringify(whole)}`,
    });
  }
  const lookalike = lookalikeLine.exec(scalar.source);
  if (lookalike) {
    const offset = scalar.offset + lookalike.index + 1 + lookalike[1].length;
    const line = text.slice(offset, text.indexOf('\n', offset) === -1 ? undefined : text.indexOf('\n', offset));
    const joined = scalar.source.replace(/\s*\n\s*/g, ' ');
    // The item it was meant to line up with: the "- " that starts the text above.
    const lineStart = text.lastIndexOf('\n', scalar.offset) + 1;
    const itemColumn = text.slice(lineStart, scalar.offset).lastIndexOf('- ');
    const extra = offset - (text.lastIndexOf('\n', offset) + 1) - Math.max(itemColumn, 0);
    found.push({
      offset,
      message: `${JSON.stringify(line.trim())} is indented further than the line above, so YAML joined it to that text (${JSON.stringify(joined)}).`,
      fix:
        lookalike[2] === '- '
          ? `indent it with ${Math.max(itemColumn, 0)} spaces (${extra} less), lined up with the "-" above, to make it a list item of its own: "${' '.repeat(Math.max(itemColumn, 0))}${line.trim()}"`
          : `to make "${lookalike[2].slice(0, -2)}" a field of its own, line it up with the fields above; if it belongs to the text, put the whole text in double quotes.`,
    });
  }
  return found;
}

function escapedControl(text: string, scalar: Scalar): TextDamage[] {
  const found = controlEscape.exec(scalar.source);
  return found ? [controlProblem(text, scalar.offset + found.index, found[0], found[0].length)] : [];
}

function controlProblem(text: string, offset: number, name: string, length: number): TextDamage {
  const lineStart = text.lastIndexOf('\n', offset) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const column = offset - lineStart;
  return {
    offset,
    message: `the text holds an invisible control character (${name}), which would reach the page.`,
    fix: `delete it: ${`${line.slice(0, column)}${line.slice(column + length)}`.trim()}`,
  };
}
