import { Clock } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import type { ChannelCardsSection as Data } from '../generated/types.ts';
import { ActionButton } from './ui/ActionButton.tsx';
import { IconBadge } from './ui/Icon.tsx';
import { SectionShell } from './ui/SectionShell.tsx';
import { cardGrid } from './ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

export function ChannelCards({ id, eyebrow, heading, intro, items }: Data) {
  const grid = cardGrid(items.length, 3);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={grid.list}>
        {items.map((channel, index) => (
          <li key={channel.title} className={`card flex flex-col ${grid.item(index)}`}>
            {channel.icon && <IconBadge name={channel.icon} />}
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{headingBreaks(channel.title)}</h3>
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
              <Glyph icon={Clock} className="size-4" />
              {channel.availability}
            </p>
            <p className="mt-3 flex-1 text-slate-600">{keepCompounds(channel.description)}</p>
            <div className="mt-6">
              <ActionButton action={{ style: 'secondary', ...channel.action }} />
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
