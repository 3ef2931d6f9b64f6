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
          <li key={step.title} className={`card relative ${grid.item}`}>
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
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
