import type { ReactNode } from 'react';
import { bandClass, useTone } from './tone.ts';
import { alignForLength } from '../../lib/centred-text.ts';

interface Props {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  center?: boolean;
  children?: ReactNode;
}

/** The frame every content section shares: spacing, optional eyebrow, h2 and intro. */
export function SectionShell({ id, eyebrow, heading, intro, center = true, children }: Props) {
  return (
    <section id={id} className={`py-12 sm:py-16 lg:py-20 ${bandClass(useTone())}`}>
      <div className="container-page">
        {(heading || eyebrow || intro) && (
          <div className={`max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2 className={`section-title ${eyebrow ? 'mt-2' : ''}`}>{heading}</h2>}
            {intro && <p className={`section-intro ${center ? alignForLength(intro) : ''}`}>{intro}</p>}
          </div>
        )}
        {children && <div className={heading || intro ? 'mt-10' : ''}>{children}</div>}
      </div>
    </section>
  );
}
