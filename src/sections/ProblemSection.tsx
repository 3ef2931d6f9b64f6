import { CircleAlert, CircleCheck } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { ProblemSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { keepCompounds } from '../lib/keep-compounds.tsx';

// The heading beside the pains on wide screens, the pains one ruled list rather than a card each:
// the section states a problem, it should not take a screen and a half (issue 16).
export function ProblemSection({ id, eyebrow, heading, intro, points, answer }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} beside>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {points.map((point) => (
          <li key={point} className="flex gap-3 px-4 py-3 text-slate-700 sm:px-5">
            <Glyph icon={CircleAlert} className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <span>{keepCompounds(point)}</span>
          </li>
        ))}
      </ul>
      {answer && (
        <p className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 p-4 font-semibold sm:text-lg text-brand-800 ring-1 ring-brand-200">
          <Glyph icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-accent-600 sm:mt-1" />
          {keepCompounds(answer)}
        </p>
      )}
    </SectionShell>
  );
}
