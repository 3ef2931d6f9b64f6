import { ArrowRight } from '../components/ui/icons.ts';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { FeatureGridSection as Data } from '../generated/types.ts';
import { IconBadge } from '../components/ui/Icon.tsx';
import { mockupImage } from '../lib/mockups.ts';
import { Picture, shownAt } from '../components/ui/Picture.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

type Card = Data['items'][number];

// Bento: a twelve-column grid on wide screens in rows of three cards, one of them half the row, the
// wide card first in one row and last in the next; a count not divisible by three opens with one or two
// rows of two unequal cards. On tablets two columns, and an odd count opens with one card across.
// Every row is full (issue 16). Literal class strings, so Tailwind finds them.
const span: Record<number, string> = {
  3: 'lg:col-span-3',
  5: 'lg:col-span-5',
  6: 'lg:col-span-6',
  7: 'lg:col-span-7',
  12: 'lg:col-span-12',
};

function bentoSpans(count: number): string[] {
  if (count === 1) return [span[12]];
  const pairRows = [0, 2, 1][count % 3];
  const tripleRows = (count - 2 * pairRows) / 3;
  // The rows of two come first: a last row shorter than the rows above reads as unfinished (issue 16).
  const widths = [
    ...Array.from({ length: pairRows }, (_, row) => (row % 2 === 0 ? [7, 5] : [5, 7])),
    ...Array.from({ length: tripleRows }, (_, row) => ((pairRows + row) % 2 === 0 ? [6, 3, 3] : [3, 3, 6])),
  ].flat();
  return widths.map((width, index) => `${span[width]} ${count % 2 === 1 && index === 0 ? 'md:col-span-2' : ''}`);
}

/** `besideIcon`: from 640 px the title fills the height of an icon floated to its left, and the text runs on below both. */
function CardText({ item, besideIcon = false }: { item: Card; besideIcon?: boolean }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className={`text-lg font-semibold text-slate-900 ${besideIcon ? 'sm:flex sm:min-h-12 sm:items-center' : ''}`}>
        {headingBreaks(item.title)}
      </h3>
      <p className="mt-1 text-slate-600 sm:mt-2">{keepCompounds(item.description)}</p>
      {item.href && (
        <SmartLink
          href={item.href}
          className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
        >
          {item.linkLabel ?? 'Learn more'}
          <span className="sr-only">: {item.title}</span>
          <Glyph icon={ArrowRight} className="size-4" />
        </SmartLink>
      )}
    </div>
  );
}

/**
 * Rows: each card that names a mock-up starts a row, the screen on one side (sides alternate) and that
 * card with the ones after it listed on the other. Cards before the first mock-up stand side by side.
 */
function Rows({ items }: { items: Card[] }) {
  const rows = items.reduce<Card[][]>((all, item) => {
    if (item.mockup || all.length === 0) all.push([item]);
    else all.at(-1)?.push(item);
    return all;
  }, []);
  return (
    <div className="space-y-6 sm:space-y-10 lg:space-y-12">
      {rows.map((row, index) => {
        const first = row[0];
        const mockup = first.mockup;
        const side = cardGrid(row.length, 3);
        const flip = index % 2 === 1;
        // The text gets the wider column, so three cards beside a screen stay about as tall as it.
        const columns = flip ? 'lg:grid-cols-[1fr_1.5fr]' : 'lg:grid-cols-[1.5fr_1fr]';
        return (
          <div key={row[0].title} className={`grid items-center gap-8 ${mockup ? `${columns} lg:gap-14` : ''}`}>
            <ul className={mockup ? `space-y-6 ${flip ? 'lg:order-2' : ''}` : side.list}>
              {row.map((item, place) => (
                <li key={item.title} className={`flex gap-4 ${mockup ? '' : side.item(place)}`}>
                  {item.icon && <IconBadge name={item.icon} />}
                  <CardText item={item} />
                </li>
              ))}
            </ul>
            {/* Not on phones: there each screen would take a third of the section, and the hero shows the product. */}
            {mockup && (
              <div className="hidden sm:block">
                <Picture
                  image={mockupImage({ ...first, mockup })}
                  // The bento's screen column (hidden on phones, full width on tablets).
                  sizes={shownAt('(min-width: 1280px) 464px, (min-width: 1024px) 36vw')}
                  className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/10"
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function FeatureGridSection({ id, eyebrow, heading, intro, columns = 3, layout = 'cards', items }: Data) {
  if (layout === 'rows') {
    return (
      <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
        <Rows items={items} />
      </SectionShell>
    );
  }
  const grid = cardGrid(items.length, columns);
  const spans = layout === 'bento' ? bentoSpans(items.length) : undefined;
  // The first card of a bento leads, tinted, so the grid reads as a composition rather than a list.
  const itemClass = (index: number) =>
    spans
      ? `${spans[index]} ${index === 0 ? 'sm:bg-gradient-to-br sm:from-brand-50 sm:to-white' : ''}`
      : grid.item(index);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={spans ? 'grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-12' : grid.list}>
        {items.map((item, index) => (
          // On phones a ruled list, the icon beside the text, rather than a stack of boxed cards; from 640 px a card
          // with the icon beside the title rather than on a row of its own.
          <li
            key={item.title}
            className={`flex gap-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 sm:block sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm sm:transition-shadow sm:first:border-t sm:first:pt-6 sm:hover:shadow-md ${itemClass(index)}`}
          >
            {item.icon && (
              <span className="shrink-0 sm:float-left sm:mr-4">
                <IconBadge name={item.icon} />
              </span>
            )}
            <CardText item={item} besideIcon={Boolean(item.icon)} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
