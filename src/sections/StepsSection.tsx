import type { StepsSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { headingBreaks } from '../lib/heading-breaks.ts';

export function StepsSection({ id, eyebrow, heading, intro, items, action }: Data) {
  const grid = cardGrid(items.length, items.length % 3 === 0 ? 3 : 4);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ol className={grid.list}>
        {items.map((step, index) => (
          // On phones a ruled list with the number beside each step, not a stack of cards (four steps ran ~950 px);
          // from 640 px cards. Everywhere the number keeps a column of its own: floated, a title of two lines ran
          // on under it and the text of each card started at another place.
          <li
            key={step.title}
            className={`relative flex gap-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-5 sm:shadow-sm sm:first:border-t sm:first:pt-5 ${grid.item(index)}`}
          >
            <span
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg leading-8 font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {headingBreaks(step.title)}
              </h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{keepCompounds(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      {action && (
        <div className="mt-10 text-center">
          <ActionButton action={action} />
        </div>
      )}
    </SectionShell>
  );
}
