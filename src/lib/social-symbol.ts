import type { SocialLink } from '../generated/types.ts';

/** A social network's symbol in the icon sprite: scripts/generate/icon-sprite.ts draws it, SocialIcon shows it. */
export const socialSymbol = (network: SocialLink['network']) => `social-${network.toLowerCase()}`;
