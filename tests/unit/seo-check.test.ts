// The build's SEO audit in npm run check: each template makes a page that passes both, and the
// check (which scores a page's data) and the build (which scores its rendered HTML) agree on
// every page of the real site and of the templates.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditHtml, auditPage } from '../../scripts/check/audit-checks.ts';
import { checkContent } from '../../scripts/check/content.ts';
import { dataFacts } from '../../scripts/check/data-facts.ts';
import { withHtml } from '../../scripts/generate/pages.ts';
import { headTags } from '../../scripts/build/head.ts';
import { templates } from '../../scripts/new-page/new-page.ts';
import { PageView } from '../../src/components/PageView.tsx';
import { prepare } from '../../src/entry-server.tsx';
import type { Page, Site } from '../../src/generated/types.ts';

const project = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'seo-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let templateSite: string;
beforeAll(async () => {
  await prepare(); // the forms and the docs search load lazily
  templateSite = siteWithTemplates();
}, 60_000);

/** The build's audit of one page: its head and its content rendered as the prerender renders them (scripts/build/prerender-job.ts). */
function buildAudit(site: Site, path: string, name: string, page: Page) {
  const data = withHtml(page) as Page;
  const content = `<main id="main">${renderToString(createElement(StaticRouter, { location: path }, createElement(PageView, { page: data })))}</main>`;
  return auditHtml(headTags(site, path, name, data) + content, { path, page: name, data }, site.baseUrl);
}

/** A copy of the real site with one page made by npm run new-page (run as editors run it) from each template. */
function siteWithTemplates(): string {
  const root = join(work, 'site');
  for (const name of ['site.yaml', 'pages', 'public'])
    cpSync(join(project, name), join(root, name), { recursive: true });
  // A menu links each page, as the check requires of every route.
  const { docsNav, footer } = parse(readFileSync(join(project, 'site.yaml'), 'utf8'));
  for (const template of templates) {
    const menu = template === 'docs' ? ['--docs', docsNav[0].heading] : ['--footer', footer[0].heading];
    const made = spawnSync(
      'node',
      ['scripts/run.mjs', 'new-page', `/starter/${template}`, '--template', template, ...menu, '--root', root],
      { cwd: project, encoding: 'utf8' },
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
  }
  return root;
}

describe('each new-page template', () => {
  it('makes a page that passes npm run check and scores at least auditThreshold in the build', async () => {
    const root = templateSite;
    const check = spawnSync('node', ['scripts/run.mjs', 'check', '--root', root], { cwd: project, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const { site, pages } = await checkContent(root);
    for (const template of templates) {
      const name = `starter-${template}`;
      const audit = buildAudit(site!, `/starter/${template}`, name, pages.get(name)!);
      // Starter copy leaves nothing to fix, so the editor's own text is all the audit weighs.
      expect({ name, reasons: audit.reasons }).toEqual({ name, reasons: [] });
      expect(audit.score).toBeGreaterThanOrEqual(site!.auditThreshold);
    }
  }, 60_000);
});

describe('the check and the build', () => {
  it.each([
    ['the real site', () => project],
    ['the templates', () => templateSite],
  ])(
    'score every page of %s alike',
    async (_name, rootOf) => {
      const { site, pages, problems } = await checkContent(rootOf());
      expect(problems).toEqual([]);
      for (const [name, page] of pages) {
        const path = site!.routes.find((route) => route.page === name)!.path;
        const built = buildAudit(site!, path, name, page);
        const checked = auditPage(dataFacts(page, path).facts, page, site!.baseUrl);
        expect({ name, ...checked }).toEqual({ name, score: built.score, reasons: built.reasons });
      }
    },
    60_000,
  );
});
