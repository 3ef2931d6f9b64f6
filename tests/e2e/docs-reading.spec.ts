// Reading the docs: the sidebar's tabs, the contents list, previous and next, the breadcrumb and
// a sidebar that keeps the open guide in view. Guides and their order come from site.yaml's
// docsNav (through the generated site data), so editing the docs menu breaks nothing here.
import { readFileSync } from 'node:fs';
import { docsNav, lastUpdated } from '../../src/generated/docs.ts';
import { routes, site } from '../../src/generated/site.ts';
import type { Page } from '../../src/generated/types.ts';
import { docsGuides, guidesOfGroup } from '../../src/lib/docs-guides.ts';
import { headingsOf } from '../../src/lib/headings.ts';
import { expect, expectJustBelowHeader, test } from './fixtures.ts';

const guides = docsGuides(docsNav);
const tabbed = docsNav.find((group) => group.tabs)!;
const tabs = tabbed.tabs!;

/** The docs articles of a page, each with its body's h2 and h3 texts. */
function articlesOf(pageName: string) {
  const data: Page = JSON.parse(readFileSync(`src/generated/data/${pageName}.json`, 'utf8'));
  return data.sections.flatMap((section) =>
    section.type === 'docs-articles'
      ? section.menu.flatMap((item) =>
          item.submenus.map((article) => ({
            id: article.id,
            headings: headingsOf(article.body).map((heading) => heading.text),
          })),
        )
      : [],
  );
}

/** The address of an article with at least three headings of its own, and their texts, from the generated page data. */
function articleWithHeadings() {
  const found = guides.flatMap((guide) =>
    articlesOf(routes[guide.href]).map((article) => ({
      href: `${guide.href}#${article.id}`,
      headings: article.headings,
    })),
  );
  return found.find((article) => article.headings.length >= 3)!;
}

test.use({ viewport: { width: 1440, height: 800 } });

test("plugin help's sidebar offers SPEC's four tabs, the one holding the open page selected", async ({ page }) => {
  // SPEC §2: the tab labels and General's six entries are the spec's own words.
  expect(tabs.map((tab) => tab.label)).toEqual(['General', 'Linking', 'Advanced', 'Crawlability & Indexability']);
  expect(tabs[0].links.map((link) => link.label)).toEqual([
    'SEO Meta Manager',
    'SEO Audit & Analysis',
    'Readability',
    'Security & Accessibility',
    'Schema Markup',
    'Social Preview',
  ]);
  const open = tabs[2].links[0];
  await page.goto(open.href);
  const sidebar = page.getByRole('complementary', { name: 'Guide contents' });
  const tablist = sidebar.getByRole('tablist', { name: tabbed.heading });
  await expect(tablist.getByRole('tab')).toHaveText(tabs.map((tab) => tab.label));
  const selected = tablist.getByRole('tab', { name: tabs[2].label });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  const panel = sidebar.getByRole('tabpanel', { name: tabs[2].label });
  await expect(panel.getByRole('link')).toHaveText(tabs[2].links.map((link) => link.label));
  await expect(panel.getByRole('link', { name: open.label })).toHaveAttribute('aria-current', 'page');

  // APG tabs: one tab in the Tab order, arrows move and select, Home and End jump.
  await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const next = tablist.getByRole('tab', { name: tabs[3].label });
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(next).toHaveAttribute('tabindex', '0');
  await expect(selected).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: tabs[0].label })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: tabs.at(-1)!.label })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: tabs[0].label })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar.getByRole('tabpanel', { name: tabs[0].label }).getByRole('link')).toHaveText(
    tabs[0].links.map((link) => link.label),
  );
  await page.keyboard.press('End');
  await expect(tablist.getByRole('tab', { name: tabs.at(-1)!.label })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(sidebar.getByRole('tabpanel', { name: tabs.at(-1)!.label })).toBeFocused();
});

test("on every plugin help page the four tabs are the sidebar's alone, none named twice", async ({ page }) => {
  // Another tab list with the same names (the overview page had one) makes "the General tab" two.
  for (const guide of guidesOfGroup(tabbed)) {
    await page.goto(guide.href);
    for (const tab of tabs) await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveCount(1);
  }
});

test('the selected tab and its panel are in the prerendered HTML', async ({ browser, request }) => {
  const open = tabs[1].links.at(-1)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({ body: '' }));
  await page.goto(open.href);
  const sidebar = page.getByRole('complementary', { name: 'Guide contents' });
  await expect(sidebar.getByRole('tab', { name: tabs[1].label })).toHaveAttribute('aria-selected', 'true');
  await expect(
    sidebar.getByRole('tabpanel', { name: tabs[1].label }).getByRole('link', { name: open.label }),
  ).toBeVisible();
  await expect(sidebar.getByRole('tabpanel')).toHaveCount(1);
  await context.close();
  expect((await request.get(open.href)).status()).toBe(200);
});

test('the current guide in the sidebar is in view on load', async ({ page }) => {
  const last = guidesOfGroup(tabbed).at(-1)!;
  await page.goto(last.href);
  const current = page
    .getByRole('complementary', { name: 'Guide contents' })
    .getByRole('link', { name: last.label, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
});

test('previous and next follow docsNav across a section boundary', async ({ page }) => {
  const index = guides.findIndex((guide, at) => at > 0 && guide.heading !== guides[at - 1].heading);
  const [before, here, after] = guides.slice(index - 1, index + 2);
  await page.goto(here.href);
  const pager = page.getByRole('navigation', { name: 'Previous and next guides' });
  const previous = pager.getByRole('link', { name: `Previous ${before.label}` });
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(previous).toHaveAttribute('href', before.href);
  const next = pager.getByRole('link', { name: `Next ${after.label}` });
  await expect(next).toHaveAttribute('rel', 'next');
  await next.click();
  await expect(page).toHaveURL(after.href);

  await page.goto(guides[0].href);
  await expect(page.getByRole('navigation', { name: 'Previous and next guides' }).getByRole('link')).toHaveText([
    `Next ${guides[1].label}`,
  ]);
});

test('a guide opened from another inside the site shows what loading it shows', async ({ page }) => {
  // The last two guides in a row with docs articles: pages of the same layout, whose parts React
  // keeps from one to the other unless told they are another page's.
  const at = guides.findLastIndex(
    (guide, index) =>
      index > 0 && articlesOf(routes[guide.href]).length > 0 && articlesOf(routes[guides[index - 1].href]).length > 0,
  );
  const [before, here] = guides.slice(at - 1, at + 1);
  const shown = async () => ({
    article: await page.locator('main article:visible h2').allTextContents(),
    contents: await page.getByRole('complementary', { name: 'Article contents' }).getByRole('link').allTextContents(),
    current: await page.getByRole('navigation', { name: 'In this guide' }).locator('[aria-current]').allTextContents(),
  });
  await page.goto(here.href);
  const loaded = await shown();
  expect(loaded.article).toHaveLength(1);

  await page.goto(before.href);
  await page
    .getByRole('navigation', { name: 'Previous and next guides' })
    .getByRole('link', { name: `Next ${here.label}` })
    .click();
  await expect(page).toHaveURL(here.href);
  await expect.poll(shown).toEqual(loaded);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last()).toHaveText(
    here.label,
  );
  // No structured data of the page left behind stays in the head.
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(structured.filter((text) => text.includes(`"${before.label}"`))).toEqual([]);
});

test('the breadcrumb and its BreadcrumbList JSON-LD follow docsNav', async ({ page }) => {
  const here = tabs[0].links[1];
  const group = tabbed;
  await page.goto(here.href);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Docs', group.heading, here.label]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    `Docs › ${group.heading} › ${here.label}`,
  );
  await expect(crumbs.last().getByText(here.label)).toHaveAttribute('aria-current', 'page');
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', guidesOfGroup(group)[0].href);

  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const list = graphs.flatMap((graph) => graph['@graph'] ?? [graph]).find((node) => node['@type'] === 'BreadcrumbList');
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Docs', item: `${site.baseUrl}${guides[0].href}` },
    { '@type': 'ListItem', position: 2, name: group.heading, item: `${site.baseUrl}${guidesOfGroup(group)[0].href}` },
    { '@type': 'ListItem', position: 3, name: here.label, item: `${site.baseUrl}${here.href}` },
  ]);
});

test('"On this page" lists the article\'s headings, and the one in view is marked', async ({ page }) => {
  const { href, headings } = articleWithHeadings();
  await page.goto(href);
  await expect(page.locator('article:not([hidden]) .prose-rs :is(h2, h3)')).toHaveText(headings);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link')).toHaveText(headings);

  const last = contents.getByRole('link', { name: headings.at(-1), exact: true });
  await last.click();
  await expect(page.getByRole('heading', { name: headings.at(-1), exact: true })).toBeInViewport();
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(contents.locator('[aria-current]')).toHaveCount(1);

  const first = contents.getByRole('link', { name: headings[0], exact: true });
  await page
    .getByRole('heading', { name: headings[0], exact: true })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(first).toHaveAttribute('aria-current', 'true');
});

test('"On this page" marks the right heading after a jump to the end or the top of the page', async ({ page }) => {
  const { href, headings } = articleWithHeadings();
  await page.goto(href);
  const contents = page.getByRole('complementary', { name: 'Article contents' });
  await expect(contents.getByRole('link')).toHaveText(headings);
  // One jump each, as End, Home or a long wheel turn make: no scrolling through the headings between.
  const jump = (to: 'top' | 'end') =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), to === 'top' ? 0 : 1e6);
  // At the top, before any heading, the reader is at the article's start: its first section.
  await jump('top');
  await expect(contents.locator('[aria-current]')).toHaveText(headings[0]);
  await jump('end');
  await expect(contents.locator('[aria-current]')).toHaveText(headings.at(-1)!);
  await jump('top');
  await expect(contents.locator('[aria-current]')).toHaveText(headings[0]);
});

test('a heading opened from "On this page" shows in full below the sticky header', async ({ page }) => {
  const { href, headings } = articleWithHeadings();
  await page.goto(href);
  // The middle heading: the page can scroll it to the top (the last may sit too near the end).
  const text = headings[1];
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: text, exact: true }).click();
  await expectJustBelowHeader(page, page.getByRole('heading', { name: text, exact: true }));
});

test('a guide shows the day its page file last changed in git', async ({ page }) => {
  // Dates come from this checkout's git history (scripts/generate/last-updated.ts). A clone of
  // depth 1 has none to tell: then a guide shows no date, rather than the clone's.
  const guide = guides.find((candidate) => lastUpdated[routes[candidate.href]]);
  if (!guide) {
    await page.goto(guides[0].href);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByText('Last updated:')).toHaveCount(0);
    return;
  }
  const day = lastUpdated[routes[guide.href]];
  const long = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await page.goto(guide.href);
  await expect(page.getByText('Last updated:')).toHaveText(`Last updated: ${long}`);
  await expect(page.getByText('Last updated:').locator('time')).toHaveAttribute('datetime', day);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('"On this page" is a collapsed list above the article', async ({ page }) => {
    await page.goto(tabs[0].links[0].href);
    const toggle = page.locator('summary', { hasText: 'On this page' });
    await expect(toggle).toBeVisible();
    const title = page.locator('article:not([hidden]) h2').first();
    expect((await toggle.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeHidden();
    await toggle.click();
    await expect(contents.getByRole('link').first()).toBeVisible();
  });

  test("the guide menu opens with the current guide's link in view", async ({ page }) => {
    // The last guide of the tabbed group: far down a drawer that lists every guide.
    const here = tabs.at(-1)!.links.at(-1)!;
    await page.goto(here.href);
    await page.getByRole('button', { name: 'Browse this guide' }).click();
    const drawer = page.getByRole('dialog', { name: 'Guide menu' });
    await expect(drawer.getByRole('navigation', { name: 'All guides' }).locator('[aria-current="page"]')).toHaveText(
      here.label,
    );
    await expect(drawer.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
  });
});
