import type { RichTextSection as Data } from '../generated/types.ts';
import { Markdown } from '../components/ui/Markdown.tsx';
import { bandClass, useTone } from '../components/ui/tone.ts';
import { headingBreaks } from '../lib/heading-breaks.ts';

export function RichTextSection({ id, eyebrow, heading, body }: Data) {
  return (
    <section id={id} className={`prose-band py-12 sm:py-16 ${bandClass(useTone())}`}>
      <div className="container-page max-w-3xl">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        {heading && <h2 className={`section-title ${eyebrow ? 'mt-2' : ''}`}>{headingBreaks(heading)}</h2>}
        <Markdown html={body} className={heading ? 'mt-6' : ''} />
      </div>
    </section>
  );
}
