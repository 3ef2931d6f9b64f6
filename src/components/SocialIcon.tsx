import type { SocialLink } from '../generated/types.ts';
// See ui/Icon.tsx: a hashed file of its own, which browsers cache across pages.
import sprite from '../generated/icons.svg?no-inline';
import { socialSymbol } from '../lib/social-symbol.ts';

/** A social network's mark, from the icon sprite: its outline in every page's HTML was 1.2 kB with Brotli. */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <use href={`${sprite}#${socialSymbol(network)}`} />
    </svg>
  );
}
