// scripts/run.mjs runs each script as an esbuild bundle, with the packages every check loads
// bundled in (loading them from node_modules cost each command ~60 ms) and the others left in
// node_modules. npm gives a package's files the time it was published, so a bundle is made again
// when package-lock.json changes, not only when a project file does.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const project = join(import.meta.dirname, '..', '..');
// A copy of the project's code, so that its bundles are its own (they are named by their folder).
const root = mkdtempSync(join(tmpdir(), 'script-bundles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const name of ['scripts', 'src', 'schemas', 'vite.config.ts', 'package.json', 'package-lock.json'])
  cpSync(join(project, name), join(root, name), { recursive: true });
symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'));
const { bundled } = (await import(pathToFileURL(join(root, 'scripts', 'run.mjs')).href)) as {
  bundled: (source: string) => Promise<string>;
};

/** Every file of the bundle's folder, as one text. */
const bundleText = (bundle: string) =>
  readdirSync(dirname(bundle), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dirname(bundle), file), 'utf8'))
    .join('\n');

describe('a script bundle', () => {
  it('holds the packages the check loads every time, and imports the others from node_modules', async () => {
    const text = bundleText(await bundled(join(root, 'scripts', 'build.ts')));
    for (const name of ['yaml', 'js-yaml', 'htmlparser2', 'entities', 'syllable', 'minisearch'])
      expect(text).not.toMatch(new RegExp(`from "${name}"`));
    expect(text).toMatch(/import\("vite"\)/);
    expect(text).toMatch(/from "node:fs"/);
  }, 60_000);

  it('is made again when package-lock.json changes, and reused while nothing changed', async () => {
    const source = join(root, 'scripts', 'check.ts');
    const bundle = await bundled(source);
    const made = statSync(bundle).mtimeMs;
    expect(await bundled(source)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(made);
    const later = new Date(made + 10_000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    await bundled(source);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(made);
  }, 60_000);
});
