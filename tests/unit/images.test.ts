// Images as an editor meets them in npm run check: a file named with spaces or capital letters,
// width/height that squash the picture, a file too heavy to send to visitors. The image files
// are drawn with sharp in the test (draw-image.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { drawImage } from './draw-image.ts';

const valid = join(import.meta.dirname, '..', 'fixtures', 'valid');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid site whose hero image line is `image`, with these files under public/images/. */
async function siteWith(
  image: string,
  files: Record<string, [number, number, { noise?: boolean }?]> = {},
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  copies.push(dir);
  cpSync(valid, dir, { recursive: true });
  mkdirSync(join(dir, 'public', 'images'), { recursive: true });
  for (const [name, [width, height, options]] of Object.entries(files))
    await drawImage(join(dir, 'public', 'images', name), width, height, options);
  const home = join(dir, 'pages', 'home.yaml');
  const line = '    image: { src: /images/shot.svg, alt: The dashboard, width: 800, height: 600 }';
  const text = readFileSync(home, 'utf8');
  expect(text).toContain(line);
  writeFileSync(home, text.replace(line, `    image: ${image}`));
  return dir;
}

async function check(dir: string): Promise<{ problems: string; warnings: string }> {
  const { problems, warnings, sources } = await checkContent(dir);
  const show = (list: typeof problems) =>
    list
      .map((problem) => formatProblem(problem, sources.get(problem.file)).split('\n').slice(0, 2).join('\n'))
      .join('\n\n');
  return { problems: show(problems), warnings: show(warnings) };
}

describe('an image file named with spaces or capital letters', () => {
  it('written as the file is named, with spaces: says which rename to make', async () => {
    const dir = await siteWith('{ src: /images/Team Photo.PNG, alt: The team, width: 800, height: 600 }', {
      'Team Photo.PNG': [800, 600],
    });
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: "/images/Team Photo.PNG" has spaces or capital letters, which break in web addresses and on Linux hosts.\n' +
        '  Fix: rename public/images/Team Photo.PNG to public/images/team-photo.png and write src: /images/team-photo.png',
    );
  });
  it('written as the file is named, with capital letters only: says which rename to make', async () => {
    const dir = await siteWith('{ src: /images/Team-Photo.png, alt: The team, width: 800, height: 600 }', {
      'Team-Photo.png': [800, 600],
    });
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: "/images/Team-Photo.png" has spaces or capital letters, which break in web addresses and on Linux hosts.\n' +
        '  Fix: rename public/images/Team-Photo.png to public/images/team-photo.png and write src: /images/team-photo.png',
    );
  });
  it('written in the safe form while the file still has spaces: names the file that exists', async () => {
    const dir = await siteWith('{ src: /images/team-photo.png, alt: The team, width: 800, height: 600 }', {
      'Team Photo.PNG': [800, 600],
    });
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: "/images/team-photo.png" does not exist under public/; the file there is named "Team Photo.PNG".\n' +
        '  Fix: rename public/images/Team Photo.PNG to public/images/team-photo.png and write src: /images/team-photo.png',
    );
  });
});

describe('width and height against the file', () => {
  it('a 16:9 photo declared as 4:3 is a problem with the figures to write', async () => {
    const dir = await siteWith('{ src: /images/photo.jpg, alt: A photo, width: 800, height: 600 }', {
      'photo.jpg': [1600, 900],
    });
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: the file is 1600×900 (16:9) but width/height say 800×600 (4:3), so the image would look squashed.\n' +
        '  Fix: write width: 800, height: 450',
    );
  });
  it('an SVG is measured from its width and height or its viewBox', async () => {
    const dir = await siteWith('{ src: /images/wide.svg, alt: A chart, width: 800, height: 800 }');
    writeFileSync(
      join(dir, 'public', 'images', 'wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750"></svg>',
    );
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: the file is 1200×750 (8:5) but width/height say 800×800 (1:1), so the image would look squashed.\n' +
        '  Fix: write width: 800, height: 500',
    );
  });
  it('up to 2% off passes (rounding to whole pixels)', async () => {
    const dir = await siteWith('{ src: /images/photo.jpg, alt: A photo, width: 801, height: 450 }', {
      'photo.jpg': [1600, 900],
    });
    expect(await check(dir)).toEqual({ problems: '', warnings: '' });
  });
});

describe('a heavy image file', () => {
  it('over 500 KB is a warning with its size, which does not fail the check', async () => {
    const dir = await siteWith('{ src: /images/big.png, alt: A photo, width: 600, height: 400 }', {
      'big.png': [600, 400, { noise: true }],
    });
    const { problems, warnings } = await check(dir);
    expect(problems).toBe('');
    expect(warnings).toMatch(
      /^pages\/home\.yaml:13:19 warning: sections\[0\]\.image\.src: "\/images\/big\.png" is \d+ KB; images over 500 KB slow the page down\.\n {2}Fix: save it at most 2000 pixels wide as JPEG \(quality 80\) or WebP\. Until then the build publishes only its resized WebP and AVIF copies\.$/,
    );
  });
  it('npm run check prints the warning and still exits 0', async () => {
    const dir = await siteWith('{ src: /images/big.png, alt: A photo, width: 600, height: 400 }', {
      'big.png': [600, 400, { noise: true }],
    });
    const run = spawnSync('node', ['scripts/run.mjs', 'check', '--root', dir], {
      cwd: join(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pages/home.yaml:13:19 warning: sections[0].image.src: "/images/big.png" is ');
    expect(run.stdout).toContain(
      '1 warning: the site still builds, but fix it when you can.\nAll manifests are valid: site.yaml and 2 pages',
    );
  });
});

describe("an editor's own dark copy of a drawing", () => {
  const image = '{ src: /images/shot.svg, alt: The dashboard, width: 800, height: 600 }';
  const drawing = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0f172a"/></svg>`;
  it('of another shape is a problem: the picture would change shape with the theme', async () => {
    const dir = await siteWith(image);
    writeFileSync(join(dir, 'public', 'images', 'shot.dark.svg'), drawing(800, 800));
    expect((await check(dir)).problems).toBe(
      'pages/home.yaml:13:19 sections[0].image.src: public/images/shot.dark.svg, the dark copy of this drawing, is 800×800 (1:1) but the drawing is 800×600 (4:3), so the picture would change shape when the theme changes.\n' +
        '  Fix: draw public/images/shot.dark.svg at 800×600 (its width and height, or its viewBox), or delete it to have the build draw the dark copy',
    );
  });
  it('of the same shape passes, at any size', async () => {
    const dir = await siteWith(image);
    writeFileSync(join(dir, 'public', 'images', 'shot.dark.svg'), drawing(1600, 1200));
    expect(await check(dir)).toEqual({ problems: '', warnings: '' });
  });
});
