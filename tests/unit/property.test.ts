// Thousands of random edits of a valid manifest: the checker never crashes, and every
// problem it reports points at a real place in the edited file.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';

const root = mkdtempSync(join(tmpdir(), 'ranksuite-property-'));
cpSync(join(import.meta.dirname, '..', 'fixtures', 'valid'), root, { recursive: true });
const file = join(root, 'pages', 'home.yaml');
const original = readFileSync(file, 'utf8');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Characters that matter to YAML, plus ordinary text.
const piece = fc.constantFrom(
  ':',
  ': ',
  '-',
  '- ',
  ' ',
  '  ',
  '\t',
  '"',
  "'",
  '#',
  '[',
  ']',
  '{',
  '}',
  '*a',
  '&a ',
  '|',
  '>',
  '\n',
  'x',
  'type',
  '/pricng',
  'javascript:',
  '%',
  '@',
  '\u00e9',
);
const edit = fc.record({
  at: fc.nat(),
  length: fc.nat({ max: 12 }),
  insert: fc.array(piece, { maxLength: 4 }).map((parts) => parts.join('')),
});

function apply(text: string, edits: { at: number; length: number; insert: string }[]): string {
  return edits.reduce((current, { at, length, insert }) => {
    const position = at % (current.length + 1);
    return current.slice(0, position) + insert + current.slice(position + length);
  }, text);
}

describe('the checker under random edits', () => {
  it('returns success or located problems, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        const text = apply(original, edits);
        writeFileSync(file, text);
        const { problems } = await checkContent(root);
        const lineCount = text.split('\n').length;
        for (const problem of problems) {
          expect(problem.message.length).toBeGreaterThan(0);
          if (problem.line === 0) {
            expect(problem.column).toBe(0); // a whole-file problem such as an empty file
          } else {
            expect(problem.line).toBeGreaterThanOrEqual(1);
            expect(problem.line).toBeLessThanOrEqual(problem.file === 'pages/home.yaml' ? lineCount + 1 : 1000);
            expect(problem.column).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 2000 },
    );
  }, 120_000);
});
