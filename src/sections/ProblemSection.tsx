import { CircleAlert, CircleCheck } from 'lucide';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { ProblemSection as Data } from '../generated/types.ts';
import { cardGrid } from '../components/ui/card-grid.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function ProblemSection({ id, eyebrow, heading, intro, points, answer }: Data) {
  const grid = cardGrid(points.length, 2);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={`mx-auto max-w-4xl ${grid.list}`}>
        {points.map((point) => (
          <li
            key={point}
            className={`flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700 ${grid.item}`}
          >
            <Glyph icon={CircleAlert} className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {answer && (
        <p className="mx-auto mt-6 flex max-w-4xl items-start gap-3 rounded-xl bg-brand-50 p-5 text-lg font-semibold text-brand-800 ring-1 ring-brand-200">
          <Glyph icon={CircleCheck} className="mt-1 size-5 shrink-0 text-accent-600" />
          {answer}
        </p>
      )}
    </SectionShell>
  );
}
