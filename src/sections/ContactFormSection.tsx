import { Suspense } from 'react';
import type { ContactFormSection as Data } from '../generated/types.ts';
import { ContactForm } from './lazy-parts.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function ContactFormSection({ id, heading, intro, successHeading, successText }: Data) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="mx-auto max-w-3xl">
        <Suspense fallback={<div className="card h-[36rem]" aria-busy="true" />}>
          <ContactForm successHeading={successHeading} successText={successText} />
        </Suspense>
      </div>
    </SectionShell>
  );
}
