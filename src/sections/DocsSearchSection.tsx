import { Suspense } from 'react';
import { DocsSearch } from './lazy-parts.tsx';
import { blockAlignForIntro } from '../lib/centred-text.ts';
import type { DocsSearchSection as Data } from '../generated/types.ts';
import { bandClass, useTone } from '../components/ui/tone.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

export function DocsSearchSection({ id, heading, intro, placeholder = 'Search tutorials and help articles' }: Data) {
  return (
    <section id={id} className={`py-14 ${bandClass(useTone())}`}>
      <div className={`container-page max-w-3xl ${blockAlignForIntro(intro).text}`}>
        <h2 className="section-title">{headingBreaks(heading)}</h2>
        {intro && <p className="section-intro">{keepCompounds(intro)}</p>}
        <div className="mt-8 text-left">
          <Suspense fallback={<div className="field h-12" aria-busy="true" />}>
            <DocsSearch placeholder={placeholder} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
