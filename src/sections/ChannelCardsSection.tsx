import type { ChannelCardsSection as Data } from '../generated/types.ts';
import { ChannelCards } from './lazy-parts.tsx';

/** A chunk of its own, preloaded by the pages that have it: 3 of the 58 pages have channel cards (see DocsArticlesSection.tsx). */
export function ChannelCardsSection(props: Data) {
  return <ChannelCards {...props} />;
}
