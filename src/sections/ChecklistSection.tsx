import { CircleCheck } from 'lucide-react';
import type { ChecklistSection as Data } from '../generated/types.ts';
import { cardGrid } from '../components/ui/card-grid.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function ChecklistSection({ id, eyebrow, heading, intro, items }: Data) {
  const grid = cardGrid(items.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={`mx-auto max-w-5xl ${grid.list}`}>
        {items.map((item) => (
          <li key={item} className={`flex gap-3 rounded-xl bg-white p-4 ${grid.item} text-slate-800 shadow-sm ring-1 ring-slate-200`}>
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />{item}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
