import { Suspense } from 'react';
import type { NewsletterFormSection as Data } from '../generated/types.ts';
import { NewsletterForm } from './lazy-parts.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function NewsletterFormSection({ id, heading, intro, consent, button }: Data) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="mx-auto max-w-xl">
        <Suspense fallback={<div className="card h-80" aria-busy="true" />}>
          <NewsletterForm consent={consent} button={button} />
        </Suspense>
      </div>
    </SectionShell>
  );
}
