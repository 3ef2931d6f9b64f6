import { ChevronDown } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { FaqSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function FaqSection({ id, eyebrow, heading, intro, items }: Data) {
  return (
    // The questions beside their heading on wide screens: a list of one-line questions under a centred
    // heading left two thirds of the row empty.
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} beside>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4 sm:px-6">
            <summary className="summary-row gap-4 font-semibold text-slate-900">
              {keepCompounds(item.question)}
              <Glyph
                icon={ChevronDown}
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-slate-600">{keepCompounds(item.answer)}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
