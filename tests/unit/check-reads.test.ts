// With a memo, the check reads a page file only when it may have changed since the last check:
// its inode, size and times say so, the time of its last change (ctime) included, which no tool
// can set back. The site is too small for the check's threads: its pages are read on this one.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { checkMemo } from '../../scripts/check/memo.ts';

const reads = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (actual) => {
  const fs = await actual<typeof import('node:fs')>();
  const readFileSync = ((file: string, ...rest: unknown[]) => {
    reads.push(String(file));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

const root = mkdtempSync(join(tmpdir(), 'check-reads-'));
const memoFile = join(root, '.cache', 'check.jsonl');
const pageReads = () => reads.filter((file) => file.startsWith(join(root, 'pages')));
// Whole seconds, which a file's times hold exactly (its own are in nanoseconds).
const longAgo = new Date('2026-01-01T00:00:00Z');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  for (const name of ['site.yaml', 'pages', 'public']) cpSync(name, join(root, name), { recursive: true });
  for (const name of readdirSync(join(root, 'pages'))) utimesSync(join(root, 'pages', name), longAgo, longAgo);
  // A file changed in the last two seconds is read on every check (see textHashOf).
  await new Promise((resolve) => setTimeout(resolve, 2100));
  reads.length = 0;
  const memo = checkMemo(root, memoFile);
  expect((await checkContent(root, { memo })).problems).toEqual([]);
  coldReads = pageReads();
  memo.save();
}, 30_000);
let coldReads: string[] = [];

describe('a check with the memo', () => {
  // The reading job runs from its own bundle, whose reads this mock does not see: with an empty
  // memo, the check leaves each page file to it, which hashes and stamps the file as it reads it
  // (the next test finds the stamps kept), rather than reading every file here first.
  it('reads no page file outside the reading job when the memo is empty', () => {
    expect(coldReads).toEqual([]);
  });

  it('reads no page file that is unchanged since the last check', async () => {
    reads.length = 0;
    const { problems, pages } = await checkContent(root, { memo: checkMemo(root, memoFile) });
    expect(problems).toEqual([]);
    expect(pages.size).toBeGreaterThan(10);
    expect(pageReads()).toEqual([]);
  });

  it('reads a page changed to the same size with its modification time set back, and reports it', async () => {
    const file = join(root, 'pages', 'pricing.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('heading:', 'headinx:'));
    utimesSync(file, longAgo, longAgo);
    reads.length = 0;
    const { problems } = await checkContent(root, { memo: checkMemo(root, memoFile) });
    expect(pageReads()).toContain(file);
    expect(problems.map((problem) => problem.file)).toContain('pages/pricing.yaml');
    expect(problems.some((problem) => problem.message.includes('headinx'))).toBe(true);
  });
});
