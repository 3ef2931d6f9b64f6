import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../scripts/lib/problems.ts';

describe('codeFrame', () => {
  it('shows a line of ordinary length whole', () => {
    expect(codeFrame('a: 1\nb: 2\nc: three', 3, 4)).toBe(
      ['    1 | a: 1', '    2 | b: 2', '  > 3 | c: three', '      |    ^'].join('\n'),
    );
  });

  // A page written on one line (pasted JSON, say) would otherwise print all 65 KB of it.
  it('cuts a long line around the column, marking each cut with an ellipsis', () => {
    const long = `b: ${'x'.repeat(60_000)}HERE${'y'.repeat(5_000)}`;
    expect(codeFrame(`a: 1\n${long}\nc: 3`, 2, 60_004)).toBe(
      ['    1 | a: 1', `  > 2 | …${'x'.repeat(100)}HERE${'y'.repeat(96)}…`, `      | ${' '.repeat(101)}^`].join('\n'),
    );
  });

  it('cuts only the end of a long line whose problem is near its start', () => {
    expect(codeFrame(`a: ${'z'.repeat(300)}`, 1, 4)).toBe(
      [`  > 1 | a: ${'z'.repeat(197)}…`, '      |    ^'].join('\n'),
    );
  });
});
