import { ArrowUpRight } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { LinkListSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { keepCompounds } from '../lib/keep-compounds.tsx';

// Labels up to this long fit two lines of a phone's half column; longer ones (article titles) get the whole width.
const shortLabel = 30;

/** From 1024 px three columns where rows of three fill (and for five, three and two), else two. */
const wideColumns = (count: number) => (count % 3 === 0 || count === 5 ? 'lg:grid-cols-3' : '');

export function LinkListSection({ id, eyebrow, heading, intro, items, action }: Data) {
  // Side by side on a phone only bare short labels: halved, a description was hidden and titles broke apart.
  const twoOnPhones = items.every((item) => item.label.length <= shortLabel && !item.description);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* A ruled list in rows, not a grid of cards: read across, each row's links start level (in newspaper
          columns the rows drifted apart). */}
      <ul
        className={`mx-auto grid max-w-5xl gap-x-6 ${twoOnPhones ? 'grid-cols-2' : 'sm:grid-cols-2'} ${wideColumns(items.length)} lg:gap-x-10`}
      >
        {items.map((item) => (
          <li key={item.href + item.label} className="border-t border-slate-200">
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
