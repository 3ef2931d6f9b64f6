import { ArrowUpRight } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { LinkListSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';

export function LinkListSection({ id, eyebrow, heading, intro, items, action }: Data) {
  // Three across once there are five or more, so a list of related pages stays two rows high.
  const grid = cardGrid(items.length, items.length >= 5 ? 3 : 2);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={`mx-auto max-w-5xl ${grid.list}`}>
        {items.map((item, index) => (
          <li key={item.href + item.label} className={grid.item(index)}>
            <SmartLink
              href={item.href}
              newTab={item.newTab}
              className="group flex h-full items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 transition sm:p-5-colors hover:border-brand-600 hover:bg-brand-50/40"
            >
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{item.label}</span>
                {item.description && <span className="mt-1 block text-sm text-slate-600">{item.description}</span>}
              </span>
              <Glyph icon={ArrowUpRight} className="size-5 shrink-0 text-slate-500 group-hover:text-brand-700" />
            </SmartLink>
          </li>
        ))}
      </ul>
      {action && (
        <div className="mt-10 text-center">
          <ActionButton action={action} />
        </div>
      )}
    </SectionShell>
  );
}
