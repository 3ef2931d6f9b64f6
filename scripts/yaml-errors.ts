// Rewords the yaml parser's errors for people who have never read a YAML spec.
import type { YAMLError } from 'yaml';

export function describeYamlError(error: YAMLError, lineText: string): { message: string; fix: string } {
  const key = /^\s*-?\s*([^:#]+):/.exec(lineText)?.[1]?.trim();
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return {
        message: `"${key ?? 'this key'}" appears twice in the same block; only one can be used.`,
        fix: `delete one of the two "${key ?? 'duplicate'}" lines, or merge their values.`,
      };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if ((lineText.match(/:\s/g) ?? []).length >= 2) {
        return {
          message: 'this value contains ": ", which YAML reads as the start of another field.',
          fix: `put the value in quotes, for example ${key ?? 'title'}: "${lineText.slice(lineText.indexOf(':') + 1).trim().replace(/"/g, '\\"')}"`,
        };
      }
      return {
        message: 'the line after this one is indented further than the fields around it.',
        fix: 'line up each field with the fields of the same block (same number of spaces).',
      };
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) {
        return { message: 'a quoted text is opened but never closed.', fix: 'add the closing quote mark at the end of the text.' };
      }
      return {
        message: 'this line is not indented like the lines of its block.',
        fix: 'indent it with the same number of spaces as the fields above it; list items start with "- ".',
      };
    case 'TAB_AS_INDENT':
      return { message: 'this line is indented with a tab; YAML only allows spaces.', fix: 'replace the tab with spaces.' };
    default:
      return {
        message: `the YAML cannot be read here (${error.message.split('\n')[0]}).`,
        fix: 'compare this line with a working example in EDITING.md; check quotes, colons and indentation.',
      };
  }
}
