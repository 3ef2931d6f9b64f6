// A rebuild takes unchanged pages from the build's cache (scripts/build/build-cache.ts): it must
// write exactly what a cold build (--no-cache) writes after a page, a menu or a component changes,
// and render nothing when nothing changed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../scripts/bench/scale.ts';
import { project } from './site-copies.ts';

const copy = mkdtempSync(join(tmpdir(), 'incremental-build-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** `npm run <command>` in the copy, as npm runs it (plain node). */
const run = (command: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', command, ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });

/** `npm run build` in the copy; returns its output. */
function build(...args: string[]) {
  const { status, stdout, stderr } = run('build', ...args);
  if (status !== 0) throw new Error(`npm run build ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  return stdout;
}

/** Every file of dist/, path → bytes, and every folder, path → null. */
function distFiles(): Map<string, Buffer | null> {
  const dist = join(copy, 'dist');
  return new Map(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .map((found) => [relative(dist, join(found.parentPath, found.name)), found.isFile()] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, isFile]) => [path, isFile ? readFileSync(join(dist, path)) : null]),
  );
}

/** The rebuild's dist/, then a cold build's of the same files: they must be the same, file for file and byte for byte. */
function expectSameAsCold() {
  const incremental = distFiles();
  expect(build('--no-cache')).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
  const cold = distFiles();
  expect([...incremental.keys()]).toEqual([...cold.keys()]);
  for (const [path, bytes] of cold) expect(bytes ? incremental.get(path)?.equals(bytes) : true, path).toBe(true);
  return incremental;
}

const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(join(copy, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds "${from}": update this test`);
  writeFileSync(join(copy, file), text.replace(from, to));
};
const pageCount = 2; // tests/fixtures/valid: home and pricing
const htmlOf = (files: Map<string, Buffer | null>, path: string) => files.get(path)!.toString('utf8');

describe('an incremental build', () => {
  beforeAll(() => {
    copyProject(project, copy);
    rmSync(join(copy, 'public'), { recursive: true });
    cpSync(join(project, 'tests', 'fixtures', 'valid'), copy, { recursive: true });
    build();
  }, 300_000);

  it('renders no page when nothing changed', () => {
    expect(build()).toContain(
      `Rendered 0 of ${pageCount + 1} pages (the 404 page included), ${pageCount + 1} from the cache.`,
    );
  }, 300_000);

  it('renders again the pages and share images whose cached files were deleted by hand', () => {
    for (const folder of ['pages', 'og'])
      for (const name of readdirSync(join(copy, '.cache', folder)).filter((name) => /\.(html|png)$/.test(name)))
        rmSync(join(copy, '.cache', folder, name));
    expect(build()).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
    expectSameAsCold();
    expect(build()).toContain(`Rendered 0 of ${pageCount + 1} pages`);
  }, 300_000);

  it('renders the changed page alone and writes what a cold build writes', () => {
    edit('pages/pricing.yaml', 'heading: Questions', 'heading: Questions asked often');
    expect(build()).toContain(`Rendered 1 of ${pageCount + 1} pages`);
    expect(htmlOf(expectSameAsCold(), 'pricing/index.html')).toContain('Questions asked often');
  }, 300_000);

  it("writes what a cold build writes when it keeps the pages' data on disk (--low-memory), cold or not", () => {
    expect(build('--no-cache', '--low-memory')).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
    expectSameAsCold();
    edit('pages/pricing.yaml', 'heading: Questions asked often', 'heading: Questions people ask');
    expect(build('--low-memory')).toContain(`Rendered 1 of ${pageCount + 1} pages`);
    expect(htmlOf(expectSameAsCold(), 'pricing/index.html')).toContain('Questions people ask');
    // With the data on disk, a page whose cached HTML was deleted is found missing before the data goes.
    for (const name of readdirSync(join(copy, '.cache', 'pages')).filter((name) => name.endsWith('.html')))
      rmSync(join(copy, '.cache', 'pages', name));
    expect(build('--low-memory')).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
    expectSameAsCold();
  }, 300_000);

  it('leaves no file or folder of a page that was removed, as a cold build does', () => {
    const added = run('new-page', '/guides/first-steps', '--template', 'marketing', '--footer', 'Company');
    if (added.status !== 0) throw new Error(`npm run new-page failed:\n${added.stdout}\n${added.stderr}`);
    // A build starts from the folders of the dist/ two builds before it (reuseFolders in
    // scripts/build/dist-swap.ts), and one that bundles anew starts from none: the last build
    // below starts from a dist/ that held the page.
    build();
    build();
    expect(distFiles().has('guides/first-steps/index.html')).toBe(true);
    const removed = run('remove-page', '/guides/first-steps');
    if (removed.status !== 0) throw new Error(`npm run remove-page failed:\n${removed.stdout}\n${removed.stderr}`);
    build();
    build();
    const files = expectSameAsCold();
    expect([...files.keys()].filter((path) => path.startsWith('guides'))).toEqual([]);
  }, 300_000);

  it('renders every page again when a menu changes, as a cold build does', () => {
    edit('site.yaml', 'label: Product', 'label: Our product');
    expect(build()).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
    expect(htmlOf(expectSameAsCold(), 'index.html')).toContain('Our product');
  }, 300_000);

  it('renders every page again when a component changes, as a cold build does', () => {
    edit('src/components/Footer.tsx', '{site.copyright}', '{site.copyright}, incrementally');
    expect(build()).toContain(`Rendered ${pageCount + 1} of ${pageCount + 1} pages`);
    expect(htmlOf(expectSameAsCold(), '404.html')).toContain('incrementally');
  }, 300_000);

  it('stops on a component that does not compile, naming it, and leaves dist/ as it was, cold or not', () => {
    const before = distFiles();
    edit('src/components/Footer.tsx', '{site.copyright}, incrementally', '{site.copyright, incrementally');
    // Cold, Vite loads on its thread while the check runs; else once the check finds the code changed.
    for (const args of [['--no-cache'], []]) {
      const failed = run('build', ...args);
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('src/components/Footer.tsx');
      expect(distFiles()).toEqual(before);
    }
    edit('src/components/Footer.tsx', '{site.copyright, incrementally', '{site.copyright}, incrementally');
  }, 300_000);

  it('stops on a page the SEO audit refuses, with the problem at its field as npm run check reports it', () => {
    edit('pages/home.yaml', 'keyword: AI SEO suite', 'keyword: search engine toolkit');
    const located = run('check')
      .stderr.split('\n')
      .filter((line) => /^pages\/home\.yaml:\d+:\d+ .*SEO audit/.test(line));
    expect(located.length).toBeGreaterThan(0);
    const rebuild = run('build');
    expect(rebuild.status).toBe(1);
    for (const problem of located) expect(rebuild.stderr).toContain(problem);
    edit('pages/home.yaml', 'keyword: search engine toolkit', 'keyword: AI SEO suite');
  }, 300_000);

  it('stops on a page broken after a build, with every problem npm run check finds', () => {
    edit('pages/pricing.yaml', 'type: faq\n', 'type: faqs\n'); // the schema refuses it
    edit('pages/home.yaml', 'keyword: AI SEO suite', 'keyword: search engine toolkit'); // the SEO audit refuses it
    const check = run('check');
    const problems = check.stderr.split('\n').filter((line) => /^pages\/\w+\.yaml:\d+:\d+ /.test(line));
    expect(problems.some((line) => line.startsWith('pages/pricing.yaml'))).toBe(true);
    expect(problems.some((line) => line.startsWith('pages/home.yaml') && line.includes('SEO audit'))).toBe(true);
    const rebuild = run('build');
    expect(rebuild.status).toBe(1);
    for (const problem of problems) expect(rebuild.stderr).toContain(problem);
  }, 300_000);
});
