// dist/ is what npm start and every host serve: a build replaces it whole or not at all, and a
// second build started during the first is refused instead of deleting the first one's files.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, recoverInterruptedSwap, replaceDist, reuseFolders } from '../../scripts/build/dist-swap.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dist-swap-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function folderOf(name: string, files: number, text: string) {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < files; index++) writeFileSync(join(folder, `page-${index}.html`), text);
  return folder;
}
const contents = (folder: string) =>
  new Set(readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8')));

describe('replacing dist/', () => {
  it('puts the new build in place and removes the old one', () => {
    folderOf('dist', 200, 'old');
    replaceDist(root, folderOf('.build/dist', 217, 'new'));
    expect(readdirSync(join(root, 'dist'))).toHaveLength(217);
    expect(contents(join(root, 'dist'))).toEqual(new Set(['new']));
    expect(readdirSync(root).filter((name) => name !== '.build')).toEqual(['dist']);
  });

  it('can leave the deletion of the old one to a process of its own, out of the way at once', async () => {
    folderOf('dist', 200, 'old');
    replaceDist(root, folderOf('.build/dist', 217, 'new'), { inBackground: true });
    expect(contents(join(root, 'dist'))).toEqual(new Set(['new']));
    expect(existsSync(join(root, '.build', 'previous-dist'))).toBe(false);
    for (let wait = 0; wait < 100 && readdirSync(join(root, '.cache')).length > 0; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(join(root, '.cache'))).toEqual([]);
  });

  it('can keep the old one as a spare for the next build, in place of an older spare', async () => {
    folderOf('dist', 20, 'old');
    folderOf('.cache/spare-dist', 10, 'older');
    replaceDist(root, folderOf('.build/dist', 21, 'new'), { spare: join(root, '.cache', 'spare-dist') });
    expect(contents(join(root, 'dist'))).toEqual(new Set(['new']));
    expect(contents(join(root, '.cache', 'spare-dist'))).toEqual(new Set(['old']));
    for (let wait = 0; wait < 100 && readdirSync(join(root, '.cache')).length > 1; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(join(root, '.cache'))).toEqual(['spare-dist']);
  });

  it('makes a spare of the folders of the first dist/, for the next build', async () => {
    folderOf('.build/dist/features/seo-audit', 1, 'page');
    folderOf('.build/dist/og', 5, 'image');
    replaceDist(root, join(root, '.build', 'dist'), { spare: join(root, '.cache', 'spare-dist') });
    expect(contents(join(root, 'dist', 'og'))).toEqual(new Set(['image']));
    const spare = join(root, '.cache', 'spare-dist');
    for (let wait = 0; wait < 100 && !existsSync(spare); wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(spare, { recursive: true }).sort()).toEqual(['features', join('features', 'seo-audit'), 'og']);
    expect(readdirSync(join(root, '.cache'))).toEqual(['spare-dist']);
  });

  it("gives a build the spare's folders without its files, and removes those the build left empty", () => {
    const spare = folderOf('.cache/spare-dist/pricing', 1, 'old page');
    folderOf('.cache/spare-dist/guides/first-steps', 1, 'removed page');
    folderOf('.cache/spare-dist/assets', 3, 'old code');
    // A file of dist/ may be a second name of a cache entry: the entry must keep its bytes.
    const cached = folderOf('.cache/pages', 1, 'cached page');
    linkSync(join(cached, 'page-0.html'), join(root, '.cache', 'spare-dist', 'index.html'));
    const into = join(root, '.build', 'dist');
    const removeEmptyFolders = reuseFolders(join(root, '.cache', 'spare-dist'), into);
    expect(existsSync(spare)).toBe(false);
    expect(readdirSync(into, { recursive: true }).sort()).toEqual([
      'assets',
      'guides',
      join('guides', 'first-steps'),
      'pricing',
    ]);
    expect(contents(cached)).toEqual(new Set(['cached page']));
    writeFileSync(join(into, 'pricing', 'index.html'), 'new page');
    writeFileSync(join(into, 'index.html'), 'new home');
    removeEmptyFolders();
    expect(readdirSync(into, { recursive: true }).sort()).toEqual([
      'index.html',
      'pricing',
      join('pricing', 'index.html'),
    ]);
    expect(contents(cached)).toEqual(new Set(['cached page']));
  });

  it('leaves the folder to the build to make when there is no spare', () => {
    reuseFolders(join(root, '.cache', 'spare-dist'), join(root, '.build', 'dist'))();
    expect(existsSync(join(root, '.build', 'dist'))).toBe(false);
  });

  it('puts back the whole previous dist/ when a build was stopped between its two renames', () => {
    const previous = folderOf('.build/previous-dist', 166, 'old');
    recoverInterruptedSwap(root);
    expect(existsSync(previous)).toBe(false);
    expect(readdirSync(join(root, 'dist'))).toHaveLength(166);
  });

  it('drops the previous dist/ when a build was stopped after the new one was in place', () => {
    folderOf('dist', 217, 'new');
    folderOf('.build/previous-dist', 166, 'old');
    recoverInterruptedSwap(root);
    expect(contents(join(root, 'dist'))).toEqual(new Set(['new']));
    expect(existsSync(join(root, '.build', 'previous-dist'))).toBe(false);
  });
});

describe('the build lock', () => {
  it('refuses a second build while the first one runs, saying which', () => {
    const release = acquireBuildLock(root);
    expect(() => acquireBuildLock(root)).toThrow(
      `Another build is running (process ${process.pid}). Wait for it to finish, or stop it, then run npm run build again.`,
    );
    release();
    acquireBuildLock(root)();
  });

  it('takes over the lock of a build that was killed', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(root, '.build.lock'), String(dead));
    const release = acquireBuildLock(root);
    expect(readFileSync(join(root, '.build.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(root, '.build.lock'))).toBe(false);
  });

  it('stops npm run build at once, before it touches .build/', () => {
    const repository = join(import.meta.dirname, '..', '..');
    const lock = join(repository, '.build.lock');
    if (existsSync(lock)) throw new Error('a build is running in this checkout: run this test after it');
    writeFileSync(lock, String(process.pid));
    try {
      const run = spawnSync('node', ['scripts/run.mjs', 'build'], {
        cwd: repository,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Another build is running (process ${process.pid}). Wait for it to finish, or stop it, then run npm run build again.`,
      );
    } finally {
      rmSync(lock, { force: true });
    }
  });
});
