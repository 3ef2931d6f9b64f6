import type { CtaSection as Data } from '../generated/types.ts';
import { ActionRow } from '../components/ui/ActionButton.tsx';
import { bandClass, useTone } from '../components/ui/tone.ts';
import { alignForLength } from '../lib/centred-text.ts';

export function CtaSection({ id, heading, text, actions, note }: Data) {
  return (
    <section id={id} className={`py-16 sm:py-24 ${bandClass(useTone())}`}>
      <div className="container-page">
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{heading}</h2>
          {text && <p className={`mx-auto mt-4 max-w-2xl text-lg text-brand-100 ${alignForLength(text)}`}>{text}</p>}
          <ActionRow actions={actions} onDark className="mt-8 justify-center" />
          {note && <p className="mt-4 text-sm text-brand-100">{note}</p>}
        </div>
      </div>
    </section>
  );
}
