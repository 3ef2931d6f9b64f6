import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { pageEntries } from '../../scripts/generate/pages.ts';
import type { PageEntry } from '../../scripts/lib/page-entry.ts';
import { headTags } from '../../scripts/build/head.ts';
import { structuredData } from '../../scripts/build/structured-data.ts';
import type { Page, Section } from '../../src/generated/types.ts';

const root = join(import.meta.dirname, '..', '..');
const content = await checkContent(root);
const site = content.site!;
const entries = pageEntries(site, content.pages);
const entry = (path: string) => entries.find((candidate) => candidate.path === path)!;
type Node = Record<string, unknown> & { '@type': string };
const graphOf = (path: string, data: Page = entry(path).data) => structuredData(site, path, data)['@graph'] as Node[];
const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);

describe('structured data', () => {
  it('describes the pricing page as a SoftwareApplication with an offer per plan, at the price the page shows', () => {
    const cards = entry('/pricing').data.sections.find((section) => section.type === 'pricing-cards')!;
    const plans = cards.type === 'pricing-cards' ? cards.plans : [];
    expect(plans.length).toBeGreaterThan(0);
    const [app] = ofType(graphOf('/pricing'), 'SoftwareApplication');
    expect(app).toMatchObject({ name: 'RankSuite', operatingSystem: 'WordPress' });
    expect(app.offers).toEqual(
      plans.map((plan) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: plan.name,
          price: plan.price,
          priceCurrency: 'USD',
          priceSpecification: expect.objectContaining({ price: plan.price, unitText: plan.period }),
        }),
      ),
    );
  });

  it('claims the 4.9 rating from 1,200 users only when the pricing page shows it', () => {
    const pricing = entry('/pricing').data;
    expect(ofType(graphOf('/pricing'), 'SoftwareApplication')[0].aggregateRating).toBeUndefined();
    const rated: Section = {
      type: 'testimonials',
      rating: '4.9/5 from 1,200+ users',
      items: [{ quote: 'It works.', author: 'Ana', role: 'Blogger' }],
    };
    const [app] = ofType(
      graphOf('/pricing', { ...pricing, sections: [...pricing.sections, rated] }),
      'SoftwareApplication',
    );
    expect(app.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      ratingCount: 1200,
    });
  });

  it('turns a FAQ section into a FAQPage with every question and answer', () => {
    const faq = entry('/pricing').data.sections.find((section) => section.type === 'faq')!;
    const [page] = ofType(graphOf('/pricing'), 'FAQPage');
    expect(faq.type === 'faq' && page.mainEntity).toEqual(
      faq.type === 'faq' &&
        faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
    );
  });

  it('adds a BreadcrumbList on nested routes only', () => {
    const [breadcrumbs] = ofType(graphOf('/pricing/free-vs-pro'), 'BreadcrumbList');
    expect((breadcrumbs.itemListElement as Node[]).map((item) => [item.position, item.item])).toEqual([
      [1, 'https://ranksuite.com/'],
      [2, 'https://ranksuite.com/pricing'],
      [3, 'https://ranksuite.com/pricing/free-vs-pro'],
    ]);
    expect(ofType(graphOf('/pricing'), 'BreadcrumbList')).toEqual([]);
  });

  it("gives a docs guide the BreadcrumbList of its place in docsNav: Docs, its group's heading, the guide", () => {
    const group = site.docsNav.at(-1)!;
    const guide = group.tabs?.[0].links[0] ?? group.links[0];
    const [breadcrumbs] = ofType(graphOf(guide.href), 'BreadcrumbList');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Docs', item: `${site.baseUrl}${site.docsNav[0].links[0].href}` },
      { '@type': 'ListItem', position: 2, name: group.heading, item: `${site.baseUrl}${group.links[0].href}` },
      { '@type': 'ListItem', position: 3, name: guide.label, item: `${site.baseUrl}${guide.href}` },
    ]);
  });

  it('gives a docsNav page no docs BreadcrumbList when it shows no breadcrumb (a page without docs articles)', () => {
    const guide = { href: '/pricing', label: 'Pricing' };
    const docsNav = [...site.docsNav, { heading: 'More', links: [guide] }];
    const graph = structuredData({ ...site, docsNav }, guide.href, entry(guide.href).data)['@graph'] as Node[];
    expect(ofType(graph, 'BreadcrumbList')).toEqual([]);
  });

  it('turns steps on a tutorial into a HowTo, but not steps on a marketing page', () => {
    const steps = entry('/create-account').data.sections.find((section) => section.type === 'steps')!;
    if (steps.type !== 'steps') throw new Error('/create-account has no steps section');
    const [howTo] = ofType(graphOf('/create-account'), 'HowTo');
    expect(howTo.name).toBe(steps.heading);
    expect(howTo.step).toEqual(
      steps.items.map((item, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name: item.title,
        text: item.text,
      })),
    );
    expect(entry('/setup-guide').data.sections.some((section) => section.type === 'steps')).toBe(true);
    expect(ofType(graphOf('/setup-guide'), 'HowTo')).toEqual([]);
  });

  it.each(entries.map((page): [string, PageEntry] => [page.path, page]))(
    '%s has JSON-LD that parses, with Organization and WebSite',
    (path, page) => {
      const tags = headTags(site, path, page.page, page.data);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(tags)![1];
      const data = JSON.parse(json) as { '@context': string; '@graph': Node[] };
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@graph'].map((node) => node['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    },
  );
});
