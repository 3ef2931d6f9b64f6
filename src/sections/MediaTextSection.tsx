import { Check } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { MediaTextSection as Data } from '../generated/types.ts';
import { ActionRow } from '../components/ui/ActionButton.tsx';
import { Markdown } from '../components/ui/Markdown.tsx';
import { bandClass, useTone } from '../components/ui/tone.ts';
import { Picture, shownAt } from '../components/ui/Picture.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function MediaTextSection({ id, eyebrow, heading, body, bullets, actions, image, imageSide = 'right' }: Data) {
  return (
    <section id={id} className={`py-8 sm:py-14 lg:py-16 ${bandClass(useTone())}`}>
      <div className={`container-page grid items-center gap-12 ${image ? 'lg:grid-cols-2' : 'max-w-3xl'}`}>
        <div className={image && imageSide === 'left' ? 'lg:order-2' : ''}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 className={`section-title ${eyebrow ? 'mt-2' : ''}`}>{headingBreaks(heading)}</h2>
          <Markdown html={body} className="mt-6 text-lg" />
          {bullets && bullets.length > 0 && (
            <ul className="mt-6 space-y-3">
              {bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-slate-700">
                  <Glyph icon={Check} className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {keepCompounds(bullet)}
                </li>
              ))}
            </ul>
          )}
          <ActionRow actions={actions} className="mt-8" />
        </div>
        {image && (
          <Picture
            image={image}
            // The image's column beside the text (lg:grid-cols-2 with its gap, max 80rem).
            sizes={shownAt('(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px)')}
            className="h-auto w-full rounded-2xl border border-slate-200 shadow-xl shadow-brand-900/10"
          />
        )}
      </div>
    </section>
  );
}
