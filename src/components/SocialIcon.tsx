import type { SocialLink } from '../generated/types.ts';
import { socialSymbol } from '../lib/social-symbol.ts';
import { symbolHref } from '../lib/symbol-href.ts';

/** A social network's mark: a symbol of the icon sprite, as src/lib/symbol-href.ts finds it. */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <use href={symbolHref(socialSymbol(network))} />
    </svg>
  );
}
