import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { ChromeStandIns, standInTag, type ChromePart } from './components/Chrome.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import type { Page } from './generated/types.ts';
import { forgetPage, seedPage } from './lib/page-data.ts';
import { lazyParts, loadAllLazyParts } from './sections/lazy-parts.tsx';

export { notFoundPart, preloadedParts } from './sections/lazy-parts.tsx';

/**
 * renderToString, not the streaming prerender: streaming outlines large Suspense boundaries
 * behind inline scripts, which the Content-Security-Policy forbids. Lazy parts suspend on
 * their first render, so they are rendered once here and awaited; after that they render
 * synchronously and their HTML (forms, search box) is in every prerendered page.
 */
export async function prepare() {
  renderToString(
    <Suspense>
      {lazyParts.map((Part, index) => {
        const Any = Part as ComponentType<object>;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed list, rendered once.
        return <Any key={index} />;
      })}
    </Suspense>,
  );
  await loadAllLazyParts();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const html = (url: string, children: ReactNode) =>
  renderToString(
    <StrictMode>
      <StaticRouter location={url}>{children}</StaticRouter>
    </StrictMode>,
  );

// The header's and footer's markup, rendered once (see components/Chrome.tsx).
let chrome: Record<ChromePart, string> | undefined;

/** The page with `<chrome-header></chrome-header>` and `<chrome-footer></chrome-footer>` where its header and footer go. */
export function renderContent(url: string, page?: { name: string; data: Page }): string {
  if (page) seedPage(page.name, page.data);
  try {
    return html(
      url,
      <ChromeStandIns value={true}>
        <App />
      </ChromeStandIns>,
    );
  } finally {
    if (page) forgetPage(page.name);
  }
}

const standIn = (part: ChromePart) => `<${standInTag(part)}></${standInTag(part)}>`;

/** Swaps the header's and footer's markup in for their stand-ins: joined, not replaced, so the page is not copied twice. */
export function withChrome(content: string): string {
  chrome ??= { header: html('/', <Header />), footer: html('/', <Footer />) };
  let page = '';
  let from = 0;
  for (const part of ['header', 'footer'] as const) {
    const tag = standIn(part);
    const at = content.indexOf(tag, from);
    if (at === -1) continue;
    page += content.slice(from, at) + chrome[part];
    from = at + tag.length;
  }
  return page + content.slice(from);
}

/** The page's markup, exactly as rendering the whole app renders it. */
export const render = (url: string, page?: { name: string; data: Page }) => withChrome(renderContent(url, page));
