// JSON-LD derived from typed page data, never written by hand per page.
import type {
  BreadcrumbList,
  FAQPage,
  HowTo,
  Organization,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Page, Site } from '../../src/generated/types.ts';
import { breadcrumbOf, docsGuides, guideAt } from '../../src/lib/docs-guides.ts';

type Graph = { '@context': 'https://schema.org'; '@graph': Exclude<Thing, string>[] };

function titleCase(segment: string) {
  return segment
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export function structuredData(site: Site, path: string, page: Page): Graph {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.name,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/favicon.svg`,
    sameAs: site.social.map((social) => social.href),
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.baseUrl}/#website`,
    name: site.name,
    url: `${site.baseUrl}/`,
    publisher: { '@id': `${site.baseUrl}/#organization` },
  };
  const graph: Exclude<Thing, string>[] = [organization, website];

  const segments = path.split('/').filter(Boolean);
  const guides = docsGuides(site.docsNav);
  // A docs guide's trail is its place in docsNav, the one its breadcrumb shows: Docs › group ›
  // guide. Only a page with docs articles shows it (DocsArticles), so only such a page says it.
  const showsGuideTrail = page.sections.some((section) => section.type === 'docs-articles');
  const guide = showsGuideTrail ? guideAt(guides, path) : undefined;
  if (guide !== undefined) {
    const breadcrumbs: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbOf(guides, guides[guide]).map((crumb, index) => ({
        '@type': 'ListItem' as const,
        position: index + 1,
        name: crumb.name,
        item: `${site.baseUrl}${crumb.href}`,
      })),
    };
    graph.push(breadcrumbs);
  } else if (segments.length > 1) {
    const breadcrumbs: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.baseUrl}/` },
        ...segments.map((segment, index) => ({
          '@type': 'ListItem' as const,
          position: index + 2,
          name: index === segments.length - 1 ? page.meta.title.split(/ [|–-] /)[0] : titleCase(segment),
          item: `${site.baseUrl}/${segments.slice(0, index + 1).join('/')}`,
        })),
      ],
    };
    graph.push(breadcrumbs);
  }
  for (const section of page.sections) {
    if (section.type === 'faq') {
      const faq: FAQPage = {
        '@type': 'FAQPage',
        mainEntity: section.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      };
      graph.push(faq);
    }
    if (section.type === 'pricing-cards') {
      const app: SoftwareApplication = {
        '@type': 'SoftwareApplication',
        name: site.name,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'WordPress',
        offers: section.plans.map((plan) => ({
          '@type': 'Offer',
          name: plan.name,
          price: plan.price,
          priceCurrency: 'USD',
          url: `${site.baseUrl}${path}`,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: plan.price,
            priceCurrency: 'USD',
            unitText: plan.period,
          },
        })),
      };
      const rating = page.sections.find((other) => other.type === 'testimonials' && other.rating);
      const match = rating?.type === 'testimonials' ? /([\d.]+)\/5 from ([\d,]+)/.exec(rating.rating ?? '') : null;
      if (match)
        app.aggregateRating = {
          '@type': 'AggregateRating',
          ratingValue: Number(match[1]),
          bestRating: 5,
          ratingCount: Number(match[2].replace(/,/g, '')),
        };
      graph.push(app);
    }
    // Step sections on tutorials (the docs layout) are instructions; on marketing pages they are a pitch.
    if (section.type === 'steps' && page.layout === 'docs') {
      const howTo: HowTo = {
        '@type': 'HowTo',
        name: section.heading,
        ...(section.intro ? { description: section.intro } : {}),
        step: section.items.map((item, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          name: item.title,
          text: item.text,
        })),
      };
      graph.push(howTo);
    }
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

export type { WithContext };
