import { CircleCheck } from 'lucide-react';
import type { ChecklistSection as Data } from '../generated/types.ts';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function ChecklistSection({ id, eyebrow, heading, intro, items }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className="mx-auto grid max-w-5xl gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm ring-1 ring-slate-200">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />{item}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
