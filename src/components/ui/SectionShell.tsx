import type { ReactNode } from 'react';
import { bandClass, useTone } from './tone.ts';
import { blockAlignForIntro } from '../../lib/centred-text.ts';
import { headingBreaks } from '../../lib/heading-breaks.ts';
import { keepCompounds } from '../../lib/keep-compounds.tsx';

interface Props {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  center?: boolean;
  /** The heading and intro beside the content on wide screens, flush left, rather than centred above it. */
  beside?: boolean;
  children?: ReactNode;
}

/** The frame every content section shares: spacing, optional eyebrow, h2 and intro. */
export function SectionShell({ id, eyebrow, heading, intro, center = true, beside = false, children }: Props) {
  const titled = Boolean(heading || eyebrow || intro);
  const centred = center && !beside;
  const align = blockAlignForIntro(intro);
  return (
    <section id={id} className={`py-8 sm:py-10 ${bandClass(useTone())}`}>
      <div className={`container-page ${beside && titled ? 'grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-14' : ''}`}>
        {titled && (
          <div className={`max-w-3xl ${centred ? `${align.text} ${align.flushLeft ? '' : 'mx-auto'}` : ''}`}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2 className={`section-title ${eyebrow ? 'mt-2' : ''}`}>{headingBreaks(heading)}</h2>}
            {intro && <p className="section-intro">{keepCompounds(intro)}</p>}
          </div>
        )}
        {children && <div className={(heading || intro) && !beside ? 'mt-6' : ''}>{children}</div>}
      </div>
    </section>
  );
}
