import { CircleCheck } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import type { ChecklistSection as Data } from '../generated/types.ts';
import { SectionShell } from './ui/SectionShell.tsx';
import { cardGrid } from './ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function Checklist({ id, eyebrow, heading, intro, items }: Data) {
  // Rows of cards rather than newspaper columns: columns of unequal items ended at different heights
  // (13 items stood 4 + 4 + 5, issue 16); rows from cardGrid are full and end level whatever the count.
  const grid = cardGrid(items.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={`mx-auto max-w-5xl max-sm:gap-0 ${grid.list}`}>
        {items.map((item, index) => (
          <li
            key={item}
            className={`flex gap-3 border-t border-slate-200 py-2.5 text-slate-800 first:border-t-0 sm:rounded-xl sm:border-t-0 sm:bg-white sm:px-4 sm:py-3 sm:shadow-sm sm:ring-1 sm:ring-slate-200 ${grid.item(index)}`}
          >
            <Glyph icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-accent-600" />
            {keepCompounds(item)}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
