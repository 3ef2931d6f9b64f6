import type { StepsSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { cardGrid } from '../components/ui/card-grid.ts';

export function StepsSection({ id, eyebrow, heading, intro, items, action }: Data) {
  const grid = cardGrid(items.length, items.length % 3 === 0 ? 3 : 4);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ol className={grid.list}>
        {items.map((step, index) => (
          // On phones the number sits beside the step rather than above it, so four steps are not four screens.
          <li key={step.title} className={`card relative flex gap-4 p-5 sm:block sm:p-6 ${grid.item(index)}`}>
            <span
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{step.text}</p>
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
