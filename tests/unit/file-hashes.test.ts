// @vitest-environment node
// The code's file hashes are kept between processes (scripts/lib/cache-files.ts), so a rebuild does
// not read and hash every file of the code again; a file that changed is hashed again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'file-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module as a new process loads it: nothing remembered in memory. */
async function freshModule() {
  vi.resetModules();
  return import('../../scripts/lib/cache-files.ts');
}

describe('the code files a key is made of', () => {
  it('are known by their stamps in the next process, and hashed again once changed', async () => {
    const root = join(dir, 'project');
    const store = join(dir, 'cache');
    mkdirSync(join(root, 'code', 'deeper'), { recursive: true });
    writeFileSync(join(root, 'code', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'code', 'deeper', 'b.ts'), 'export const b = 2;\n');
    // Only a settled file's hash is kept (changed 2 s or more ago): ctime cannot be set back.
    await new Promise((done) => setTimeout(done, 2100));

    const first = await freshModule();
    first.keepFileHashes(store);
    const key = first.filesKey(root, ['code'], 'test');
    const kept = JSON.parse(readFileSync(join(store, 'file-hashes.json'), 'utf8'));
    expect(Object.keys(kept).sort()).toEqual([join(root, 'code', 'a.ts'), join(root, 'code', 'deeper', 'b.ts')]);

    // The next process takes a's hash from the store, without reading it: a hash put there
    // under a's stamp makes another key.
    kept[join(root, 'code', 'a.ts')].hash = 'another';
    writeFileSync(join(store, 'file-hashes.json'), JSON.stringify(kept));
    const second = await freshModule();
    second.keepFileHashes(store);
    expect(second.filesKey(root, ['code'], 'test')).not.toBe(key);

    // Once a changed, its stamp is another, and its text is hashed again: the key is the one a
    // process without the store makes.
    writeFileSync(join(root, 'code', 'a.ts'), 'export const a = 3;\n');
    utimesSync(join(root, 'code', 'a.ts'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const third = await freshModule();
    third.keepFileHashes(store);
    const changed = third.filesKey(root, ['code'], 'test');
    const without = await freshModule();
    expect(changed).toBe(without.filesKey(root, ['code'], 'test'));
    expect(changed).not.toBe(key);
  });

  it('are let go of once deleted, but not when only a key that skips them leaves them out', async () => {
    const root = join(dir, 'pruned');
    const store = join(dir, 'pruned-cache');
    mkdirSync(join(root, 'code', 'skipped'), { recursive: true });
    for (const name of ['a.ts', 'gone.ts', join('skipped', 'c.ts')]) writeFileSync(join(root, 'code', name), name);
    await new Promise((done) => setTimeout(done, 2100));
    const first = await freshModule();
    first.keepFileHashes(store);
    first.filesKey(root, ['code'], 'test');
    rmSync(join(root, 'code', 'gone.ts'));
    const second = await freshModule();
    second.keepFileHashes(store);
    second.filesKey(root, ['code'], 'test', [join('code', 'skipped')]);
    const kept = JSON.parse(readFileSync(join(store, 'file-hashes.json'), 'utf8'));
    expect(Object.keys(kept).sort()).toEqual([join(root, 'code', 'a.ts'), join(root, 'code', 'skipped', 'c.ts')]);
  });
});
