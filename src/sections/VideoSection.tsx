import { Play } from 'lucide';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { VideoSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';

/** Video posters drawn in CSS: the videos themselves are not hosted on this site. */
export function VideoSection({ id, eyebrow, heading, intro, videos }: Data) {
  const grid = cardGrid(videos.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={videos.length === 1 ? 'mx-auto max-w-4xl' : grid.list}>
        {videos.map((video) => (
          <li key={video.title} className={videos.length === 1 ? '' : grid.item}>
            <figure>
              <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 shadow-lg">
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(99,102,241,0.5),transparent_60%)]"
                />
                <span
                  aria-hidden="true"
                  className="relative inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg"
                >
                  <Glyph icon={Play} className="ml-1 size-7 fill-current" />
                </span>
                <span className="absolute right-3 bottom-3 rounded-md bg-black/70 px-2 py-0.5 text-sm font-medium text-white">
                  <span className="sr-only">Length </span>
                  {video.duration}
                </span>
              </div>
              <figcaption className="mt-3">
                <span className="block font-semibold text-slate-900">{video.title}</span>
                {video.description && <span className="mt-1 block text-sm text-slate-600">{video.description}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
