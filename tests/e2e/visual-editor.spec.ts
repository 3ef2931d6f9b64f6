// npm run edit as an editor starts it (plain npm, in a git copy of the project): a change made
// in the form is one changed line in git diff, a new section passes npm run check, a value the
// check refuses is shown at its field and not written, and other sites cannot drive it. The
// start screen's page commands change the files as npm run new-page, move-page and remove-page
// do, and an image dropped on an image field lands in public/images/ with its size filled in.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import { plainEnv } from '../../scripts/lib/dev-process.ts';
import { copyProject } from './project-copy.ts';

// Beside the port the site is served on, so checkouts testing at once on one machine do not collide.
const port = Number(process.env.E2E_PORT ?? 4174) + 127;
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
  // Pages and images the editor added.
  git('clean', '-fdq', '--', 'pages', 'public');
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

async function openAbout(page: Page) {
  const { page: name, index, section } = about();
  await page.goto(`${editor}/`);
  await expect(page.getByRole('link', { name: 'site.yaml', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: '/about', exact: true }).click();
  await expect(
    page.getByRole('group', { name: `Section ${index + 1}. ${section.type}: ${section.heading}` }),
    // The first file opened waits for Vite to prepare the form library on a busy machine.
  ).toBeVisible({ timeout: 30_000 });
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

test('page commands and image copies pass the same safety: 403 from other origins, 400 for bad paths and symbolic links', async ({
  request,
}) => {
  for (const path of ['/api/command', '/api/command-undo', '/api/image?name=x.png']) {
    const answer = await request.post(`${editor}${path}`, { headers: { Origin: 'https://example.com' }, data: {} });
    expect(answer.status(), path).toBe(403);
  }
  const outside = await request.post(`${editor}/api/command`, {
    data: { command: 'Move page', from: '/about', to: '/../etc' },
  });
  expect(outside.status()).toBe(400);
  expect((await request.post(`${editor}/api/image?name=..`, { data: Buffer.from('x') })).status()).toBe(400);
  // A page file that is a link could lead a command's write anywhere: no command runs while one is there.
  symlinkSync('/etc/hostname', join(dir, 'pages', 'linked.yaml'));
  try {
    const linked = await request.post(`${editor}/api/command`, { data: { command: 'New page', path: '/linked-test' } });
    expect(linked.status()).toBe(400);
    expect((await linked.json()).message).toBe(
      'Refused: "pages/linked.yaml" is a symbolic link; the editor writes only plain files.',
    );
  } finally {
    rmSync(join(dir, 'pages', 'linked.yaml'));
  }
  expect(git('status', '--porcelain', '--', 'site.yaml', 'pages', 'public')).toBe('');
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

/** site.yaml and every page file of a folder, by name. */
function contentOf(root: string): Record<string, string> {
  const files = ['site.yaml', ...readdirSync(join(root, 'pages')).map((name) => `pages/${name}`)];
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}

/** What `npm run <command> -- <args>` makes of the copy's content as it is now, run on a copy of it. */
function byCommandLine(command: string, args: string[]) {
  const other = mkdtempSync(join(tmpdir(), 'ranksuite-cli-'));
  try {
    for (const name of ['site.yaml', 'pages', 'public'])
      cpSync(join(dir, name), join(other, name), { recursive: true });
    const run = spawnSync('npm', ['run', command, '--', ...args, '--root', other], {
      cwd: dir,
      env: plainEnv(),
      encoding: 'utf8',
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr, content: contentOf(other) };
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
}

/** The menu groups new-page can link from: site.yaml's groups of `list` that hold links. */
const groups = (list: 'nav' | 'footer' | 'docsNav', key: string): string[] =>
  (parse(readFileSync(join(dir, 'site.yaml'), 'utf8'))[list] ?? [])
    .filter((group: any) => Array.isArray(group.links))
    .map((group: any) => String(group[key]));

const routes = (): { path: string; page: string }[] => parse(readFileSync(join(dir, 'site.yaml'), 'utf8')).routes;

async function openStart(page: Page) {
  await page.goto(`${editor}/`);
  await expect(page.getByRole('link', { name: 'site.yaml', exact: true })).toBeVisible({ timeout: 60_000 });
}

const checkPasses = () => {
  const check = spawnSync('npm', ['run', 'check'], { cwd: dir, env: plainEnv(), encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
};

async function addPage(page: Page, path: string) {
  const form = page.getByRole('form', { name: 'New page', exact: true });
  await form.getByLabel('Path').fill(path);
  await form.getByLabel('Template').selectOption('feature');
  await form.getByLabel('Header menu group').selectOption(groups('nav', 'label')[0]);
  await form.getByRole('button', { name: 'New page' }).click();
}

test('New page creates the page file and its route from a template, opens its form, and npm run check passes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openStart(page);
  const form = page.getByRole('form', { name: 'New page', exact: true });
  // The choices are the command's: its templates, and site.yaml's menu groups.
  await expect(form.getByLabel('Template').getByRole('option')).toHaveText([
    'docs',
    'feature',
    'marketing',
    'solution',
  ]);
  await expect(form.getByLabel('Header menu group').getByRole('option')).toHaveText([
    'None',
    ...groups('nav', 'label'),
  ]);
  await expect(form.getByLabel('Footer column').getByRole('option')).toHaveText([
    'None',
    ...groups('footer', 'heading'),
  ]);
  await expect(form.getByLabel('Docs menu heading').getByRole('option')).toHaveText([
    'None',
    ...groups('docsNav', 'heading'),
  ]);
  // A docs menu heading with tabs offers them too (new-page's --tab).
  const tabbed = parse(readFileSync(join(dir, 'site.yaml'), 'utf8')).docsNav?.find(
    (group: any) => Array.isArray(group.links) && Array.isArray(group.tabs),
  );
  if (tabbed) {
    await form.getByLabel('Docs menu heading').selectOption(tabbed.heading);
    await expect(form.getByLabel('Docs menu tab').getByRole('option')).toHaveText([
      'None',
      ...tabbed.tabs.map((tab: any) => tab.label),
    ]);
    await form.getByLabel('Docs menu heading').selectOption('None');
    await expect(form.getByLabel('Docs menu tab')).toHaveCount(0);
  }
  // A refusal of the command shows as it words it, and nothing is written.
  await form.getByLabel('Path').fill('/about');
  await form.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('alert')).toContainText('"/about" is already a route: it shows pages/');
  expect(git('status', '--porcelain', '--', 'site.yaml', 'pages', 'public')).toBe('');

  const expected = byCommandLine('new-page', [
    '/features/made-in-the-editor',
    '--template',
    'feature',
    '--nav',
    groups('nav', 'label')[0],
  ]);
  await addPage(page, '/features/made-in-the-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'pages/features-made-in-the-editor.yaml' })).toBeVisible({
    timeout: 60_000,
  });
  // What the command printed, but for its next step on the command line: here the form is that step.
  const printed = expected.stdout.slice(expected.stdout.indexOf('Created '), expected.stdout.indexOf('\nNext: '));
  await expect(page.getByRole('status')).toHaveText(
    `${printed.split('\n').join(' ')} Rewrite its starter copy below, then Save.`,
  );
  expect(contentOf(dir)).toEqual(expected.content);
  expect(routes()).toContainEqual({ path: '/features/made-in-the-editor', page: 'features-made-in-the-editor' });
  checkPasses();
});

test('Move page gives /about a new path: its file follows, the old path redirects and links are rewritten as the command does', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const expected = byCommandLine('move-page', ['/about', '/company/about-us']);
  await openStart(page);
  const form = page.getByRole('form', { name: 'Move page', exact: true });
  await form.getByLabel('From').selectOption('/about');
  await form.getByLabel('To').fill('/company/about-us');
  await form.getByRole('button', { name: 'Move page' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Moved /about to /company/about-us: changed its route in site.yaml', {
    timeout: 60_000,
  });
  for (const line of expected.stdout.split('\n').filter((text) => /^(Moved|Rewrote|No links| {2}\S)/.test(text)))
    await expect(status).toContainText(line.trim());
  expect(contentOf(dir)).toEqual(expected.content);
  const moved = routes().find((route) => route.path === '/company/about-us')!;
  expect(parse(readFileSync(join(dir, `pages/${moved.page}.yaml`), 'utf8')).redirectFrom).toContain('/about');
  // The route list follows.
  await expect(page.getByRole('link', { name: '/company/about-us', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '/about', exact: true })).toHaveCount(0);

  // Undo puts back every file the move changed, together.
  await page.getByRole('button', { name: 'Undo Move page' }).click();
  await expect(status).toContainText('Undid Move page: put back ');
  expect(git('status', '--porcelain', '--', 'site.yaml', 'pages', 'public')).toBe('');
  await expect(page.getByRole('link', { name: '/about', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo Move page' })).toHaveCount(0);
});

test('Remove page asks first, refuses as the command does while links lead to the page, then removes it and sends its links on', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { page: name } = about();
  await openStart(page);
  const form = page.getByRole('form', { name: 'Remove page', exact: true });
  await form.getByLabel('Page').selectOption('/about');
  await form.getByRole('button', { name: 'Remove page' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove /about?' });
  await expect(confirm).toContainText(`pages/${name}.yaml`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(git('status', '--porcelain', '--', 'site.yaml', 'pages', 'public')).toBe('');

  // Without a page to send its links to, the command's refusal (with its list of links) shows.
  const refused = byCommandLine('remove-page', ['/about']);
  if (refused.status === 1) {
    await form.getByRole('button', { name: 'Remove page' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove /about?' })
      .getByRole('button', { name: 'Yes, remove it' })
      .click();
    for (const line of refused.stderr.split('\n').filter((text) => text.trim() && !text.startsWith('npm ')))
      await expect(page.getByRole('alert')).toContainText(line);
    expect(git('status', '--porcelain', '--', 'site.yaml', 'pages', 'public')).toBe('');
  }

  const expected = byCommandLine('remove-page', ['/about', '--redirect-to', '/']);
  await form.getByLabel('Send its links and visitors to').selectOption('/');
  await form.getByRole('button', { name: 'Remove page' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove /about?' })
    .getByRole('button', { name: 'Yes, remove it' })
    .click();
  await expect(page.getByRole('status')).toContainText(`Removed /about: its route in site.yaml, pages/${name}.yaml`, {
    timeout: 60_000,
  });
  expect(existsSync(join(dir, 'pages', `${name}.yaml`))).toBe(false);
  expect(contentOf(dir)).toEqual(expected.content);
  await expect(page.getByRole('link', { name: '/about', exact: true })).toHaveCount(0);
});

/** A PNG of this size, as a file an editor drops. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e40af' } })
    .png()
    .toBuffer();

/** A drop of a file on an element, as the browser sends it when a file is dragged from the desktop. */
async function drop(zone: Locator, name: string, bytes: Buffer, type: string) {
  await zone.evaluate(
    (element, file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { name, bytes: [...bytes], type },
  );
}

test('an image chosen or dropped on an image field is copied to public/images/ under a safe name with its size, and alt is required before saving', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { file, data } = about();
  const before = readFileSync(join(dir, file), 'utf8');
  await openAbout(page);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page
    .getByRole('dialog', { name: 'Add a section' })
    .getByRole('button', { name: 'screenshot', exact: true })
    .click();
  const card = page.getByRole('group', { name: new RegExp(`^Section ${data.sections.length + 1}\\. screenshot`) });

  await card.getByLabel('Choose image').setInputFiles({
    name: 'Team Photo (1).PNG',
    mimeType: 'image/png',
    buffer: await png(640, 360),
  });
  await expect(card.getByLabel('Image file (src)')).toHaveValue('/images/team-photo-1.png');
  await expect(card.getByLabel('Width (width)')).toHaveValue('640');
  await expect(card.getByLabel('Height (height)')).toHaveValue('360');
  // The text described the old picture: the new one needs its own.
  await expect(card.getByLabel('Alternative text (alt)')).toHaveValue('');
  expect(readFileSync(join(dir, 'public/images/team-photo-1.png'))).toEqual(await png(640, 360));

  // The same name again is never overwritten; a dropped file is read the same way.
  await drop(
    card.getByRole('group', { name: 'Drop an image here' }),
    'Team Photo (1).PNG',
    await png(300, 200),
    'image/png',
  );
  await expect(card.getByLabel('Image file (src)')).toHaveValue('/images/team-photo-1-2.png');
  await expect(card.getByLabel('Width (width)')).toHaveValue('300');
  await expect(card.getByLabel('Height (height)')).toHaveValue('200');
  expect(existsSync(join(dir, 'public/images/team-photo-1-2.png'))).toBe(true);

  // A file that is not an image is refused, and nothing is copied.
  const images = readdirSync(join(dir, 'public/images')).sort();
  await drop(
    card.getByRole('group', { name: 'Drop an image here' }),
    'notes.png',
    Buffer.from('not a picture'),
    'image/png',
  );
  await expect(card.getByRole('alert')).toHaveText(
    '"notes.png" is not an image the site can show: it is not an SVG, PNG, JPEG, WebP or AVIF file. Save it in one of those formats, then drop it again.',
  );
  expect(readdirSync(join(dir, 'public/images')).sort()).toEqual(images);
  await expect(card.getByLabel('Image file (src)')).toHaveValue('/images/team-photo-1-2.png');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Not saved: ${file} would have the problems below. Fix them, then Save again.`,
    { timeout: 60_000 },
  );
  await expect(card.getByLabel('Alternative text (alt)')).toHaveAccessibleDescription(
    /^the required field "alt" is missing/,
  );
  expect(readFileSync(join(dir, file), 'utf8')).toBe(before);

  await card.getByLabel('Alternative text (alt)').fill('A plain blue test picture');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Saved ${escaped(file)}\\.`), { timeout: 60_000 });
  expect(parse(readFileSync(join(dir, file), 'utf8')).sections.at(-1).image).toEqual({
    src: '/images/team-photo-1-2.png',
    alt: 'A plain blue test picture',
    width: 300,
    height: 200,
  });
});

/** The fact the first plan's price on a page shows ("{premiumPrice}"), and its value in site.yaml. */
function priceFact() {
  const site = parse(readFileSync(join(dir, 'site.yaml'), 'utf8'));
  for (const route of site.routes)
    for (const section of parse(readFileSync(join(dir, `pages/${route.page}.yaml`), 'utf8')).sections ?? [])
      for (const plan of section.plans ?? []) {
        const name = /^\{(\w+)\}$/.exec(String(plan.price))?.[1];
        if (name && typeof site.facts?.[name] === 'number') return { name, value: site.facts[name] as number };
      }
  throw new Error('No plan shows its price from a fact of site.yaml.');
}

test('without opening a YAML file, an editor adds a page, changes a price, adds a section and renames a page, and npm run check passes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const price = priceFact();
  await openStart(page);
  await addPage(page, '/features/editor-tour');
  await expect(page.getByRole('heading', { level: 1, name: 'pages/features-editor-tour.yaml' })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: 'faq', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved pages/features-editor-tour.yaml. The check passes.', {
    timeout: 60_000,
  });

  await page.getByRole('link', { name: 'All pages' }).click();
  await page.getByRole('link', { name: 'site.yaml', exact: true }).click();
  await page.getByLabel(price.name, { exact: true }).fill(String(price.value + 10));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved site.yaml. The check passes.', { timeout: 60_000 });

  await page.getByRole('link', { name: 'All pages' }).click();
  const move = page.getByRole('form', { name: 'Move page', exact: true });
  await move.getByLabel('From').selectOption('/features/editor-tour');
  await move.getByLabel('To').fill('/features/guided-tour');
  await move.getByRole('button', { name: 'Move page' }).click();
  await expect(page.getByRole('status')).toContainText('Moved /features/editor-tour to /features/guided-tour', {
    timeout: 60_000,
  });
  await expect(page.getByRole('status')).toContainText('The check passes.');

  expect(parse(readFileSync(join(dir, 'site.yaml'), 'utf8')).facts[price.name]).toBe(price.value + 10);
  const tour = parse(readFileSync(join(dir, 'pages/features-guided-tour.yaml'), 'utf8'));
  expect(tour.sections.at(-1).type).toBe('faq');
  expect(tour.redirectFrom).toContain('/features/editor-tour');
  checkPasses();
});
