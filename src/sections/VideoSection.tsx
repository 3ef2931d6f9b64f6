import { Logo } from '../components/Logo.tsx';
import type { VideoSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

/** Video posters drawn in CSS: the videos themselves are not hosted on this site. */
export function VideoSection({ id, eyebrow, heading, intro, videos }: Data) {
  const grid = cardGrid(videos.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={videos.length === 1 ? 'mx-auto max-w-4xl' : grid.list}>
        {videos.map((video, index) => (
          <li key={video.title} className={videos.length === 1 ? '' : grid.item(index)}>
            <figure>
              {/* No play button: the videos are not hosted here, so the poster shows the title and length, nothing to press. */}
              <div className="relative flex aspect-video flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-5 shadow-lg sm:p-6">
                <div
                  aria-hidden="true"
                  className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(129,140,248,0.45),transparent_55%),linear-gradient(rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.06)_1px,transparent_1px)] bg-[length:auto,28px_28px,28px_28px]"
                />
                <Logo className="relative size-8" />
                <p
                  aria-hidden="true"
                  className="relative max-w-[18ch] text-lg leading-snug font-semibold text-balance text-white sm:text-xl"
                >
                  {video.title}
                </p>
                <span className="absolute right-3 bottom-3 rounded-md bg-black/60 px-2 py-0.5 text-sm font-medium text-white">
                  <span className="sr-only">Length </span>
                  {video.duration}
                </span>
              </div>
              {/* The poster shows the title to the eye; the caption says it once to a screen reader, not twice on screen. */}
              <figcaption className="mt-3">
                <span className={video.description ? 'sr-only' : 'block font-semibold text-slate-900'}>
                  {video.title}
                </span>
                {video.description && (
                  <span className="block text-sm text-slate-600">{keepCompounds(video.description)}</span>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
