import { ArrowRight } from 'lucide';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { FeatureGridSection as Data } from '../generated/types.ts';
import { IconBadge } from '../components/ui/Icon.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { SmartLink } from '../components/ui/SmartLink.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';

export function FeatureGridSection({ id, eyebrow, heading, intro, columns = 3, items }: Data) {
  const grid = cardGrid(items.length, columns);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={grid.list}>
        {items.map((item) => (
          <li key={item.title} className={`card flex flex-col transition-shadow hover:shadow-md ${grid.item}`}>
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
