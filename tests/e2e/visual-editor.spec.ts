// npm run edit as an editor starts it (plain npm, in a git copy of the project): a change made
// in the form is one changed line in git diff, a new section passes npm run check, a value the
// check refuses is shown at its field and not written, and other sites cannot drive it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import { copyProject, plainEnv } from './project-copy.ts';

const port = 4301;
const editor = `http://127.0.0.1:${port}`;
let dir: string;
let child: ChildProcess;
let exited: Promise<unknown>;

test.describe.configure({ mode: 'serial' });

const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = copyProject(['editor']);
  git('init', '-q');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'start');
  // Its own process group, so npm and the node under it stop together.
  child = spawn('npm', ['run', 'edit', '--', '--port', String(port)], { cwd: dir, env: plainEnv(), detached: true });
  exited = new Promise((resolve) => child.on('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`open at ${editor}/`)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`npm run edit stopped (exit code ${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (child?.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

test.afterEach(() => {
  git('checkout', '-q', '--', '.');
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The line of the `index`th section's "- type:" in a page's text. */
const line = (text: string, index: number) =>
  text
    .split('\n')
    .map((content, at) => (/^ {2}- type:/.test(content) ? at + 1 : 0))
    .filter(Boolean)[index];

/** The /about page's file, its data, and the first of its sections with an eyebrow. */
function about() {
  const route = parse(readFileSync(join(dir, 'site.yaml'), 'utf8')).routes.find((r: any) => r.path === '/about');
  const file = `pages/${route.page}.yaml`;
  const data = parse(readFileSync(join(dir, file), 'utf8'));
  const index = data.sections.findIndex((section: any) => section.eyebrow && section.heading);
  return { page: route.page as string, file, data, index, section: data.sections[index] };
}

async function openAbout(page: import('@playwright/test').Page) {
  const { page: name, index, section } = about();
  await page.goto(`${editor}/`);
  await expect(page.getByRole('link', { name: 'site.yaml', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: '/about', exact: true }).click();
  await expect(
    page.getByRole('group', { name: `Section ${index + 1}. ${section.type}: ${section.heading}` }),
  ).toBeVisible();
  // By its place and type: the card's title follows its heading as it is typed.
  return page.getByRole('group', { name: new RegExp(`^Section ${index + 1}\\. ${section.type}`) });
}

test('changing the eyebrow of /about and saving changes that one line, comments and all else intact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { file, section } = about();
  const card = await openAbout(page);
  await card.getByLabel(/\(eyebrow\)/).fill('Changed in the visual editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${file}. The check passes.`, { timeout: 60_000 });
  expect(git('diff', '--numstat')).toBe(`1\t1\t${file}\n`);
  const diff = git('diff', '-U0')
    .split('\n')
    .filter((line) => /^[-+] /.test(line));
  expect(diff).toEqual([
    expect.stringMatching(
      new RegExp(`^-\\s+eyebrow: .*${section.eyebrow.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    ),
    expect.stringMatching(/^\+\s+eyebrow: Changed in the visual editor$/),
  ]);
});

test('adding a faq section and saving passes npm run check', async ({ page }) => {
  test.setTimeout(120_000);
  const { file, data } = about();
  await openAbout(page);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: 'faq', exact: true }).click();
  await expect(
    page.getByRole('group', { name: new RegExp(`^Section ${data.sections.length + 1}\\. faq`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${file}. The check passes.`, { timeout: 60_000 });
  expect(parse(readFileSync(join(dir, file), 'utf8')).sections.at(-1).type).toBe('faq');
  const check = spawnSync('npm', ['run', 'check'], { cwd: dir, env: plainEnv(), encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
});

test("emptying a required heading shows the check's message at that field, and the file is not written", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { file, index, section } = about();
  const before = readFileSync(join(dir, file), 'utf8');
  const card = await openAbout(page);
  await card.getByLabel(/\(heading\)/).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Not saved: ${file} would have the problems below. Fix them, then Save again.`,
    { timeout: 60_000 },
  );
  // The checker's words, as npm run check prints them, at the field and in the list.
  const message = `the required field "heading" is missing from this ${section.type} section. Fix: add the line "heading: `;
  await expect(card.getByLabel(/\(heading\)/)).toHaveAccessibleDescription(new RegExp(`^${escaped(message)}`));
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText(
    `${file}:${line(before, index)}:5 ${message}`,
  );
  expect(section.heading).toBeTruthy();
  expect(readFileSync(join(dir, file), 'utf8')).toBe(before);
});

test('a request from another origin gets 403, a path with .. gets 400', async ({ request }) => {
  const other = await request.get(`${editor}/api/start`, { headers: { Origin: 'https://example.com' } });
  expect(other.status()).toBe(403);
  const rebound = await request.get(`${editor}/api/start`, { headers: { Host: `attacker.example:${port}` } });
  expect(rebound.status()).toBe(403);
  const own = await request.get(`${editor}/api/start`, { headers: { Origin: editor } });
  expect(own.status()).toBe(200);
  for (const path of ['pages/../../etc/passwd', '../site.yaml', 'pages/%2e%2e/site.yaml']) {
    const answer = await request.get(`${editor}/api/file?path=${path}`);
    expect(answer.status(), path).toBe(400);
  }
  const save = await request.post(`${editor}/api/save`, {
    data: { path: 'pages/../package.json', data: {}, hash: '' },
  });
  expect(save.status()).toBe(400);
  const outside = await request.get(`${editor}/api/file?path=package.json`);
  expect(outside.status()).toBe(400);
});

test('a file changed on disk since it was opened is not overwritten, and the last save can be undone', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { file } = about();
  const opened = await (await request.get(`${editor}/api/file?path=${file}`)).json();
  const before = readFileSync(join(dir, file), 'utf8');
  const stale = await request.post(`${editor}/api/save`, {
    data: { path: file, data: opened.data, hash: 'a hash of another version' },
  });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).message).toBe(
    `${file} was changed on disk since you opened it, so it was not saved. Reload it to see the new version, then make your change again.`,
  );
  const { index } = about();
  const changed = structuredClone(opened.data);
  changed.sections[index].eyebrow = 'Saved, then undone';
  const saved = await request.post(`${editor}/api/save`, { data: { path: file, data: changed, hash: opened.hash } });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).undo).toBe(true);
  expect(readFileSync(join(dir, file), 'utf8')).not.toBe(before);
  expect((await request.post(`${editor}/api/undo`, { data: { path: file } })).status()).toBe(200);
  expect(readFileSync(join(dir, file), 'utf8')).toBe(before);
});

test("the built site holds none of the editor's code", () => {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js')))
    expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(
      /RankSuite visual editor|@rjsf|Undid the last save/,
    );
});
