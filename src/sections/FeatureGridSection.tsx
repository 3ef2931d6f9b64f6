import { ArrowRight } from 'lucide';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { FeatureGridSection as Data } from '../generated/types.ts';
import { IconBadge } from '../components/ui/Icon.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';

// Bento: a six-column grid on wide screens with full rows of two wide cards (half a row each) first,
// then rows of three; three cards are one full-width card over two halves. Literal class strings, so
// Tailwind finds them.
function bentoSpans(count: number): string[] {
  if (count < 3) return Array(count).fill('lg:col-span-3');
  if (count === 3) return ['lg:col-span-6', 'lg:col-span-3', 'lg:col-span-3'];
  let pairs = 1;
  while ((count - 2 * pairs) % 3 !== 0) pairs += 1;
  return Array.from({ length: count }, (_, index) => (index < 2 * pairs ? 'lg:col-span-3' : 'lg:col-span-2'));
}

export function FeatureGridSection({ id, eyebrow, heading, intro, columns = 3, layout = 'cards', items }: Data) {
  const grid = cardGrid(items.length, columns);
  const spans = layout === 'bento' ? bentoSpans(items.length) : undefined;
  // The first card of a bento leads, tinted, so the grid reads as a composition rather than a list.
  const itemClass = (index: number) =>
    spans ? `${spans[index]} ${index === 0 ? 'bg-gradient-to-br from-brand-50 to-white' : ''}` : grid.item;
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={spans ? 'grid gap-6 md:grid-cols-2 lg:grid-cols-6' : grid.list}>
        {items.map((item, index) => (
          <li key={item.title} className={`card flex flex-col transition-shadow hover:shadow-md ${itemClass(index)}`}>
            {item.icon && <IconBadge name={item.icon} />}
            <h3 className={`text-lg font-semibold text-slate-900 ${item.icon ? 'mt-5' : ''}`}>{item.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{item.description}</p>
            {item.href && (
              <SmartLink
                href={item.href}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
              >
                {item.linkLabel ?? 'Learn more'}
                <span className="sr-only">: {item.title}</span>
                <Glyph icon={ArrowRight} className="size-4" />
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
