import { Suspense } from 'react';
import type { VideoSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { Walkthrough } from './lazy-parts.tsx';

/**
 * Walkthrough tiles of the product's drawn screens: no video is hosted here, so the tiles play the
 * screens themselves. Their player is a chunk of its own, fetched only by the pages that show one;
 * each tile keeps its prerendered HTML until the chunk has run, and on a move from another page
 * shows a box of a screen's usual shape meanwhile.
 */
export function VideoSection({ id, eyebrow, heading, intro, videos }: Data) {
  const grid = cardGrid(videos.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={videos.length === 1 ? 'mx-auto max-w-3xl' : grid.list}>
        {videos.map((video, index) => (
          <li key={video.title} className={videos.length === 1 ? '' : grid.item(index)}>
            <Suspense fallback={<div aria-busy="true" className="aspect-[4/3] rounded-2xl bg-slate-100" />}>
              <Walkthrough video={video} count={videos.length} index={index} />
            </Suspense>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
