import { ArrowUpRight } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { LinkListSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function LinkListSection({ id, eyebrow, heading, intro, items, action }: Data) {
  // Rows as card grids have them (card-grid.ts): full, the shorter first, each row's links level (in
  // newspaper columns rows drifted apart), one column on phones. Ruled, without the cards' row gap.
  const grid = cardGrid(items.length, items.length >= 5 ? 3 : 2);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-6">
        {items.map((item, index) => (
          <li key={item.href + item.label} className={`border-t border-slate-200 ${grid.item(index)}`}>
            <SmartLink
              href={item.href}
              newTab={item.newTab}
              className="group flex items-start justify-between gap-2 py-3 sm:gap-4"
            >
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{item.label}</span>
                {item.description && (
                  <span className="mt-1 block text-sm text-slate-600">{keepCompounds(item.description)}</span>
                )}
              </span>
              <Glyph icon={ArrowUpRight} className="mt-0.5 size-4 shrink-0 text-slate-500 group-hover:text-brand-700" />
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
