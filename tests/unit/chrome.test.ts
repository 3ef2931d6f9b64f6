import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import { App } from '../../src/App.tsx';
import { prepare, render } from '../../src/entry-server.tsx';
import { seedPage } from '../../src/lib/page-data.ts';

// The prerender renders the header and footer once and splices them into every page. Were
// either to depend on the path, pages would hydrate against the wrong markup: so every
// route's spliced page must equal the page rendered whole.
const whole = (url: string) =>
  renderToString(createElement(StrictMode, null, createElement(StaticRouter, { location: url }, createElement(App))));

describe('header and footer rendered once', async () => {
  const content = await checkContent(process.cwd());
  const entries = pageEntries(content.site!, content.pages);
  beforeAll(prepare);

  it.each(entries.map((entry) => [entry.path, entry] as const))('%s is the page rendered whole', (_path, entry) => {
    const spliced = render(entry.path, { name: entry.page, data: entry.data });
    expect(spliced).toContain('<header');
    // The prerender lets go of each page's data once rendered; the whole app is given it again.
    seedPage(entry.page, entry.data);
    expect(spliced).toBe(whole(entry.path));
  });

  it('the not-found page is the page rendered whole', () => {
    expect(render('/no-such-page')).toBe(whole('/no-such-page'));
  });
});
