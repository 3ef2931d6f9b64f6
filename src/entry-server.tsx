import { StrictMode, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import type { Page } from './generated/types.ts';
import { seedPage } from './lib/page-data.ts';
import { lazyParts, loadAllLazyParts } from './sections/lazy-parts.tsx';

/**
 * renderToString, not the streaming prerender: streaming outlines large Suspense boundaries
 * behind inline scripts, which the Content-Security-Policy forbids. Lazy parts suspend on
 * their first render, so they are rendered once here and awaited; after that they render
 * synchronously and their HTML (forms, search box) is in every prerendered page.
 */
export async function prepare() {
  renderToString(<Suspense>{lazyParts.map((Part, index) => { const Any = Part as ComponentType<object>; return <Any key={index} />; })}</Suspense>);
  await loadAllLazyParts();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export function render(url: string, page?: { name: string; data: Page }): string {
  if (page) seedPage(page.name, page.data);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
