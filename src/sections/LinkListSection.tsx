import { ArrowUpRight } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { LinkListSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { keepCompounds } from '../lib/keep-compounds.tsx';

// Labels up to this long fit two lines of a phone's half column; longer ones (article titles) get the whole width.
const shortLabel = 30;

export function LinkListSection({ id, eyebrow, heading, intro, items, action }: Data) {
  const twoOnPhones = items.every((item) => item.label.length <= shortLabel);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* A ruled list in newspaper columns, not a grid of cards: any count balances. On phones short labels go
          two columns, bare (their descriptions show from 640 px), so five links take three short rows. */}
      <ul
        className={`mx-auto max-w-5xl gap-x-6 ${twoOnPhones ? 'columns-2' : 'sm:columns-2'} ${items.length >= 5 ? 'lg:columns-3' : ''} lg:gap-x-10`}
      >
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
                  <span className={`mt-1 text-sm text-slate-600 ${twoOnPhones ? 'hidden sm:block' : 'block'}`}>
                    {keepCompounds(item.description)}
                  </span>
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
