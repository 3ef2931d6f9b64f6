import type { PricingCardsSection as Data } from '../generated/types.ts';
import { PricingCards } from './lazy-parts.tsx';

/** A chunk of its own, preloaded by the pages that have it: only /pricing has plans (see DocsArticlesSection.tsx). */
export function PricingCardsSection(props: Data) {
  return <PricingCards {...props} />;
}
