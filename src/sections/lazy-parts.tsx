import { lazy } from 'react';

// Heavy parts that load only on pages that use them: forms (react-hook-form, zod, sonner)
// and docs search (MiniSearch). The prerender resolves them all first (see entry-server).
const loaders = {
  contact: () => import('../components/forms/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
  newsletter: () =>
    import('../components/forms/NewsletterForm.tsx').then((module) => ({ default: module.NewsletterForm })),
  search: () => import('../components/DocsSearch.tsx').then((module) => ({ default: module.DocsSearch })),
};

export const ContactForm = lazy(loaders.contact);
export const NewsletterForm = lazy(loaders.newsletter);
export const DocsSearch = lazy(loaders.search);
export const lazyParts = [ContactForm, NewsletterForm, DocsSearch];
export const loadAllLazyParts = () => Promise.all(Object.values(loaders).map((load) => load()));
