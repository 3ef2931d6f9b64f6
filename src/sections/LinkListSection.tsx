import { ArrowUpRight } from 'lucide';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { LinkListSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';

export function LinkListSection({ id, eyebrow, heading, intro, items, action }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* A ruled list in newspaper columns, not a grid of cards: any count balances, and on phones two
          columns of bare labels (the descriptions show from 640 px) keep five links to three short rows. */}
      <ul className={`mx-auto max-w-5xl columns-2 gap-x-6 ${items.length >= 5 ? 'lg:columns-3' : ''} lg:gap-x-10`}>
        {items.map((item) => (
          <li key={item.href + item.label} className="break-inside-avoid border-t border-slate-200">
            <SmartLink
              href={item.href}
              newTab={item.newTab}
              className="group flex items-start justify-between gap-2 py-3 sm:gap-4"
            >
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{item.label}</span>
                {item.description && (
                  <span className="mt-1 hidden text-sm text-slate-600 sm:block">{item.description}</span>
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
