// Every section type rendered on the server from its schema's examples, through the registry,
// as the prerender renders it: a component that throws on valid data fails here in seconds.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { decodeHTML } from 'entities';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withHtml } from '../../scripts/generate/pages.ts';
import { readSchema, sectionTypes } from '../../scripts/lib/schemas.ts';
import { PageView, SectionView } from '../../src/components/PageView.tsx';
import { prepare } from '../../src/entry-server.tsx';
import type { Page, Section } from '../../src/generated/types.ts';

const html = (children: ReactNode) => renderToString(createElement(StaticRouter, { location: '/' }, children));
/** What a visitor reads: the markup without its tags, entities decoded. */
const text = (markup: string) => decodeHTML(markup.replace(/<[^>]*>/g, ''));

beforeAll(prepare); // the forms and the docs search load lazily

describe.each(sectionTypes)('the %s section', (type) => {
  const examples = withHtml(readSchema(`sections/${type}.schema.json`).examples) as (Section & Record<string, any>)[];
  it.each(examples.map((example, index) => [index + 1, example] as const))(
    'renders its example %i with the text the editor wrote',
    (_number, example) => {
      const shown: string = example.heading ?? example.items?.[0]?.label ?? example.menu?.[0]?.title;
      expect(shown).toBeTypeOf('string');
      expect(text(html(createElement(SectionView, { section: example })))).toContain(shown);
    },
  );
});

describe('a section type without a component', () => {
  const page = {
    meta: { title: 'A page', description: 'A page.', keyword: 'page' },
    sections: [{ type: 'banner', heading: 'Hello' }],
  } as unknown as Page;
  afterEach(() => vi.unstubAllEnvs());
  it('shows a box naming the type and the missing registry entry in development', () => {
    expect(text(html(createElement(PageView, { page })))).toBe(
      'No component for the section type "banner". Add one to sectionComponents in src/sections/registry.ts (npx tsc --noEmit lists what is missing).',
    );
  });
  it('renders nothing in a production build', () => {
    vi.stubEnv('DEV', false);
    expect(html(createElement(PageView, { page }))).toBe('');
  });
});
