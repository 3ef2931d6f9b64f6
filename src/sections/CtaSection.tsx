import type { CtaSection as Data } from '../generated/types.ts';
import { ActionRow } from '../components/ui/ActionButton.tsx';
import { bandClass, useTone } from '../components/ui/tone.ts';
import { alignForLength, blockAlignForIntro } from '../lib/centred-text.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

export function CtaSection({ id, heading, text, actions, note, layout = 'band' }: Data) {
  const band = bandClass(useTone());
  if (layout === 'split') {
    // A light card, words left and buttons right on wide screens: a closing call that does not
    // repeat the gradient band every other page ends with.
    return (
      <section id={id} className={`py-8 sm:py-12 ${band}`}>
        <div className="container-page">
          <div className="grid items-center gap-8 rounded-3xl border border-brand-200 bg-brand-50 px-6 py-8 sm:px-10 sm:py-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
                {headingBreaks(heading)}
              </h2>
              {text && <p className="mt-3 text-lg text-slate-700">{keepCompounds(text)}</p>}
            </div>
            <div className="lg:justify-self-end">
              <ActionRow actions={actions} />
              {note && <p className="mt-3 text-sm text-slate-600">{keepCompounds(note)}</p>}
            </div>
          </div>
        </div>
      </section>
    );
  }
  const align = blockAlignForIntro(text);
  return (
    <section id={id} className={`py-8 sm:py-12 ${band}`}>
      <div className="container-page">
        <div
          className={`rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-8 shadow-xl sm:px-12 sm:py-10 ${align.text}`}
        >
          <h2 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {headingBreaks(heading)}
          </h2>
          {text && (
            <p className={`mt-4 max-w-2xl text-base text-brand-100 sm:text-lg ${align.flushLeft ? '' : 'mx-auto'}`}>
              {keepCompounds(text)}
            </p>
          )}
          <ActionRow actions={actions} onDark className={`mt-6 sm:mt-8 ${align.justify}`} />
          {note && (
            <p className={`mt-4 text-sm text-brand-100 ${align.flushLeft ? '' : alignForLength(note, 'sm')}`}>
              {keepCompounds(note)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
