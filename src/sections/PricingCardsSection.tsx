import { Check } from 'lucide-react';
import type { PricingCardsSection as Data } from '../generated/types.ts';
import { ActionButton } from '../components/ui/ActionButton.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';

export function PricingCardsSection({ id, eyebrow, heading, intro, plans, note }: Data) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className="mx-auto grid max-w-5xl items-stretch gap-8 md:grid-cols-2">
        {plans.map((plan) => {
          const featured = Boolean(plan.badge);
          return (
            <li key={plan.name} className={`relative flex flex-col rounded-3xl border p-8 ${featured ? 'border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600' : 'border-slate-200 shadow-sm'}`}>
              {plan.badge && (
                <p className="absolute -top-3.5 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">{plan.badge}</p>
              )}
              <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-slate-600">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1.5">
                {plan.pricePrefix && <span className="text-slate-600">{plan.pricePrefix}</span>}
                <span className="text-5xl font-extrabold tracking-tight text-slate-900">${plan.price}</span>
                <span className="text-slate-600">{plan.period}</span>
              </p>
              <div className="mt-6 [&>a]:w-full"><ActionButton action={plan.action} /></div>
              {plan.note && <p className="mt-3 text-center text-sm text-slate-600">{plan.note}</p>}
              <ul className="mt-8 space-y-3 border-t border-slate-200 pt-6">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />{feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {note && <p className="mx-auto mt-10 max-w-3xl text-center text-slate-600">{note}</p>}
    </SectionShell>
  );
}
