import { CircleCheck } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import type { ChecklistSection as Data } from '../generated/types.ts';
import { SectionShell } from './ui/SectionShell.tsx';

export function Checklist({ id, eyebrow, heading, intro, items }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* Newspaper columns rather than a grid: any number of items balances, with no lone item on a last row. */}
      <ul className="mx-auto max-w-5xl gap-6 sm:columns-2 lg:columns-3">
        {items.map((item) => (
          <li
            key={item}
            className="flex break-inside-avoid gap-3 border-t border-slate-200 py-2.5 text-slate-800 first:border-t-0 sm:mb-3 sm:rounded-xl sm:border-t-0 sm:bg-white sm:px-4 sm:py-3 sm:shadow-sm sm:ring-1 sm:ring-slate-200"
          >
            <Glyph icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-accent-600" />
            {item}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
