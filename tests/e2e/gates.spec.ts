import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/generated/site.ts';
import { axe, expect, test } from './fixtures.ts';

// One test per route does every check, so each page loads once.
for (const path of Object.keys(routes)) {
  test(`${path} carries its content and metadata without JavaScript, hydrates cleanly, breaks no CSP rule and passes axe at 1280 and 375 px`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Two full axe runs on a long page: allow for a busy two-core CI machine.
    test.slow();
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydrated: React has attached its fiber to the prerendered heading instead of replacing it.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // The HTML as served, before any JavaScript: its metadata, one h1, and the same main text the app shows.
    const served = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? '';
      return {
        title: doc.title,
        description: content('meta[name="description"]'),
        ogImage: content('meta[property="og:image"]'),
        twitterCard: content('meta[name="twitter:card"]'),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        h1: [...doc.querySelectorAll('h1')].map((h1) => h1.textContent),
        main: doc.querySelector('main')?.textContent,
      };
    }, html);
    expect(served.title).toMatch(/^.{10,60}$/);
    expect(served.description.length).toBeGreaterThanOrEqual(150);
    expect(served.ogImage).toMatch(/^https:\/\/ranksuite\.com\/.+\.(png|jpe?g)$/);
    expect(served.twitterCard).toBe('summary_large_image');
    expect(served.canonical).toBe(`https://ranksuite.com${path}`);
    expect(served.h1).toEqual([await page.locator('h1').textContent()]);
    expect(served.main).toBe(await page.locator('main').textContent());

    expect(await axe(page), 'axe at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axe(page), 'axe at 375 px').toEqual([]);
  });
}

test('every link, fragment and asset in every built HTML file resolves inside dist/', async ({ page }) => {
  const dist = join(process.cwd(), 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const pages = await page.evaluate(
    (sources) =>
      sources.map((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const urls = [
          ...[...doc.querySelectorAll('[href], [src]')].map(
            (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
          ),
          ...[...doc.querySelectorAll('[srcset]')].flatMap((element) =>
            (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
          ),
          ...[
            ...doc.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]'),
          ].map((meta) => meta.getAttribute('content') ?? ''),
        ];
        return { urls, ids: [...doc.querySelectorAll('[id]')].map((element) => element.id) };
      }),
    files.map((file) => readFileSync(join(dist, file), 'utf8')),
  );

  // A path is a file in dist/, or a folder's index.html, as the static host serves them.
  const fileFor = (path: string) => {
    const name = decodeURIComponent(path).replace(/^\//, '');
    return [name, join(name, 'index.html'), `${name}.html`].find(
      (candidate) => candidate && statSync(join(dist, candidate), { throwIfNoEntry: false })?.isFile(),
    );
  };
  const broken: string[] = [];
  files.forEach((file, index) => {
    for (const url of pages[index].urls) {
      const local = url.startsWith('https://ranksuite.com/') ? url.slice('https://ranksuite.com'.length) : url;
      if (/^(https?:|mailto:|tel:)/.test(local)) continue;
      const [beforeHash, fragment] = local.split('#');
      const path = beforeHash.split('?')[0];
      const target = path ? fileFor(path) : file;
      if (!target) broken.push(`${file}: ${url} is not a file in dist/`);
      else if (
        fragment &&
        target.endsWith('.html') &&
        !pages[files.indexOf(target)].ids.includes(decodeURIComponent(fragment))
      )
        broken.push(`${file}: ${url} has no element with id "${fragment}"`);
    }
  });
  expect(files.length).toBeGreaterThan(Object.keys(routes).length);
  expect(broken).toEqual([]);
});
