import { lazy } from 'react';

// Parts that load only on pages that use them: forms (react-hook-form, zod, sonner), docs
// search (MiniSearch), the docs layout, the sections home does not have, the walkthrough tiles,
// the page not found.
// The prerender resolves them all first (see entry-server).
const loaders = {
  contact: () => import('../components/forms/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
  newsletter: () =>
    import('../components/forms/NewsletterForm.tsx').then((module) => ({ default: module.NewsletterForm })),
  search: () => import('../components/DocsSearch.tsx').then((module) => ({ default: module.DocsSearch })),
  docs: () => import('../components/DocsArticles.tsx').then((module) => ({ default: module.DocsArticles })),
  comparisonTable: () =>
    import('../components/ComparisonTable.tsx').then((module) => ({ default: module.ComparisonTable })),
  pricingCards: () => import('../components/PricingCards.tsx').then((module) => ({ default: module.PricingCards })),
  tabs: () => import('../components/Tabs.tsx').then((module) => ({ default: module.Tabs })),
  channelCards: () => import('../components/ChannelCards.tsx').then((module) => ({ default: module.ChannelCards })),
  checklist: () => import('../components/Checklist.tsx').then((module) => ({ default: module.Checklist })),
  walkthrough: () => import('../components/Walkthrough.tsx').then((module) => ({ default: module.Walkthrough })),
  notFound: () => import('../components/NotFound.tsx').then((module) => ({ default: module.NotFound })),
};

export const ContactForm = lazy(loaders.contact);
export const NewsletterForm = lazy(loaders.newsletter);
export const DocsSearch = lazy(loaders.search);
export const DocsArticles = lazy(loaders.docs);
export const ComparisonTable = lazy(loaders.comparisonTable);
export const PricingCards = lazy(loaders.pricingCards);
export const Tabs = lazy(loaders.tabs);
export const ChannelCards = lazy(loaders.channelCards);
export const Checklist = lazy(loaders.checklist);
export const Walkthrough = lazy(loaders.walkthrough);
export const NotFound = lazy(loaders.notFound);
export const lazyParts = [
  ContactForm,
  NewsletterForm,
  DocsSearch,
  DocsArticles,
  ComparisonTable,
  PricingCards,
  Tabs,
  ChannelCards,
  Checklist,
  Walkthrough,
  NotFound,
];
export const loadAllLazyParts = () => Promise.all(Object.values(loaders).map((load) => load()));

/**
 * Section type → the module of the lazy part it renders on every page that has it, which the
 * build preloads in those pages' heads (scripts/build/head.ts). The forms and the docs search are
 * not preloaded: they are below the fold or behind a click, and preloading the contact form cost
 * /contact its Lighthouse score (PERFORMANCE.md).
 */
export const preloadedParts: Record<string, string> = {
  'docs-articles': 'src/components/DocsArticles.tsx',
  checklist: 'src/components/Checklist.tsx',
  'channel-cards': 'src/components/ChannelCards.tsx',
  tabs: 'src/components/Tabs.tsx',
  'pricing-cards': 'src/components/PricingCards.tsx',
  'comparison-table': 'src/components/ComparisonTable.tsx',
};

/** The page not found's part, which the build preloads in 404.html. */
export const notFoundPart = 'src/components/NotFound.tsx';
