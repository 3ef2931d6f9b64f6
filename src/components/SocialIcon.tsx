import facebook from 'simple-icons/icons/facebook.svg?raw';
import github from 'simple-icons/icons/github.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';
import type { SocialLink } from '../generated/types.ts';

// Each mark's own SVG file, not the package's index: that is one 5 MB module of every brand,
// which the bundler had to read for four of them.
const pathOf = (svg: string) => /<path d="([^"]+)"/.exec(svg)![1];

// simple-icons no longer ships LinkedIn's mark, so that one is drawn here.
const linkedIn =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

const paths: Record<SocialLink['network'], string> = {
  Facebook: pathOf(facebook),
  Twitter: pathOf(x),
  LinkedIn: linkedIn,
  GitHub: pathOf(github),
  YouTube: pathOf(youtube),
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d={paths[network]} />
    </svg>
  );
}
