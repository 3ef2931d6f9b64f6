import type { HeroSection as Data } from '../generated/types.ts';
import { ActionRow } from '../components/ui/ActionButton.tsx';
import { TopicSearch } from '../components/TopicSearch.tsx';
import { mockupImage } from '../lib/mockups.ts';
import { Picture, shownAt } from '../components/ui/Picture.tsx';
import { alignForLength, blockAlignForIntro } from '../lib/centred-text.ts';
import { headingBreaks } from '../lib/heading-breaks.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function HeroSection({
  id,
  eyebrow,
  heading,
  subheading,
  actions,
  note,
  image: ownImage,
  media,
  layout = 'centred',
  topicSearch,
}: Data) {
  const image = ownImage ?? (media && mockupImage(media, media.alt));
  // A split hero (text beside the product) and a compact one are shorter, so the product or the
  // next section reaches the first screen; phones get less padding, a smaller heading and smaller
  // buttons, two to a row where they fit, there. A compact one's padding is what lets the plan cards'
  // prices onto a 375x667 phone's first screen and their buttons onto a 1280x720 laptop's.
  const tight = Boolean(image) || layout === 'compact';
  // Without a picture the opening is centred, but only while its intro is short enough to centre: the
  // heading, intro, buttons and note then share the intro's alignment (issue 16: a centred heading stood
  // over a flush-left intro). An intro too long to centre at any width splits the opening instead, the
  // heading beside the text from 1024 px, so a flush-left opening leaves no empty column on a desktop.
  const align = blockAlignForIntro(image ? undefined : subheading);
  const split = !image && align.flushLeft;
  const centred = !image && !split;
  // On phones (one column) the product comes right after the heading and intro, the buttons and note
  // after it, so the whole mock-up is on the first screen (issue 16); from 1024 px it stands beside
  // them all. A search box stays under the intro: on the keyword generator it is what the hero is for.
  const imageUp = Boolean(image) && !topicSearch;
  const title = (
    <>
      {eyebrow && (
        <p className="inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-semibold tracking-wide text-brand-700 uppercase shadow-sm ring-1 ring-brand-200">
          {eyebrow}
        </p>
      )}
      <h1
        className={`font-extrabold tracking-tight text-balance text-slate-900 ${tight ? 'mt-4 text-3xl sm:text-5xl' : 'mt-5 text-4xl sm:text-5xl lg:text-6xl'}`}
      >
        {headingBreaks(heading)}
      </h1>
    </>
  );
  const intro = subheading && (
    <p
      // Split, the grid's gap is the space above it: no margin of its own on top of the gap.
      className={`text-pretty text-slate-600 ${split ? '' : tight ? 'mt-4' : 'mt-6'} ${tight ? 'text-base sm:text-lg' : 'text-lg sm:text-xl'} ${image ? 'max-w-xl' : split ? 'max-w-2xl' : 'mx-auto max-w-2xl'}`}
    >
      {keepCompounds(subheading)}
    </p>
  );
  const rest = (
    <>
      {topicSearch && <TopicSearch {...topicSearch} />}
      <ActionRow
        actions={actions}
        paired={tight}
        className={`${tight ? 'mt-6' : 'mt-8'} ${image ? '' : align.justify}`}
      />
      {note && (
        <p className={`mt-4 text-sm text-slate-600 ${centred ? alignForLength(note, 'sm') : ''}`}>
          {keepCompounds(note)}
        </p>
      )}
    </>
  );
  return (
    <section
      id={id}
      className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white"
    >
      {/* Decoration only: a faint grid fading out from the top, and a soft brand glow behind the
          heading. The glow is a radial gradient, not a blurred disc: a 64-pixel blur over a disc
          this size is the costliest thing to rasterize in the first screen, on a phone's GPU as
          on a software rasterizer, and it looks the same. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(99_102_241/0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgb(99_102_241/0.08)_1px,transparent_1px)] bg-[size:3rem_3rem] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-72 left-1/2 -z-10 size-[56rem] -translate-x-1/2 bg-radial-[closest-side] from-brand-200/50 from-40% to-transparent"
      />
      <div
        className={`container-page grid ${image ? 'items-center gap-8 py-8 sm:py-12 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:py-10' : `${split ? 'gap-6 lg:grid-cols-2 lg:items-center lg:gap-16' : 'gap-12'} ${layout === 'compact' ? 'py-6 sm:py-14 lg:py-10' : 'py-16 sm:py-24 lg:py-28'}`}`}
      >
        {imageUp ? (
          // Below 1024 px `contents` makes its two parts cells of the one-column grid, and the buttons' part
          // moves after the image; the grid's gap then spaces them, in place of the buttons' own margin.
          <div className="contents lg:block">
            <div>
              {title}
              {intro}
            </div>
            <div className="max-lg:order-last max-lg:[&>:first-child]:mt-0">{rest}</div>
          </div>
        ) : (
          <div className={centred ? `mx-auto max-w-3xl ${align.text}` : ''}>
            {title}
            {!split && intro}
            {!split && rest}
          </div>
        )}
        {split && (
          <div>
            {intro}
            {rest}
          </div>
        )}
        {image && (
          // On a phone this is the largest paint. The build gives it AVIF copies drawn from the SVG,
          // which decode off the main thread: laying out and painting the SVG's text there held the
          // first paint up (scripts/build/responsive-images.ts).
          <Picture
            image={image}
            // The image's column of the split hero (lg:grid-cols-2 in container-page, max 80rem).
            sizes={shownAt('(min-width: 1280px) 612px, (min-width: 1024px) calc(50vw - 34px)')}
            eager
            className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/15 ring-8 ring-white/60"
          />
        )}
      </div>
    </section>
  );
}
