import { Check } from './ui/icons.ts';
import { Glyph } from './ui/Glyph.tsx';
import type { PricingCardsSection as Data } from '../generated/types.ts';
import { ActionButton } from './ui/ActionButton.tsx';
import { SectionShell } from './ui/SectionShell.tsx';
import { alignForLength } from '../lib/centred-text.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';

export function PricingCards({ id, eyebrow, heading, intro, plans, note }: Data) {
  const noteAlign = note ? alignForLength(note) : '';
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* Each card spans six rows of a shared subgrid, so prices, buttons and feature lists line up across cards. */}
      <ul className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2 md:grid-rows-[repeat(6,auto)] md:gap-y-0">
        {plans.map((plan) => {
          // The badged plan is the one we recommend: a dark card with the light button, the others quieter.
          const featured = Boolean(plan.badge);
          return (
            <li
              key={plan.name}
              className={`relative flex flex-col rounded-3xl p-6 sm:p-8 md:row-span-6 md:grid md:grid-rows-subgrid ${featured ? 'bg-brand-900 text-white shadow-2xl shadow-brand-900/30 ring-2 ring-brand-600' : 'border border-slate-200 bg-white shadow-sm'}`}
            >
              {plan.badge && (
                <p className="absolute -top-3.5 left-6 sm:left-8 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase shadow-sm">
                  {plan.badge}
                </p>
              )}
              <h3 className={`text-xl font-bold ${featured ? 'text-white' : 'text-slate-900'}`}>{plan.name}</h3>
              <p className={`mt-2 ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                {keepCompounds(plan.description)}
              </p>
              <p className="mt-6 flex items-baseline gap-1.5">
                {plan.pricePrefix && (
                  <span className={featured ? 'text-brand-100' : 'text-slate-600'}>{plan.pricePrefix}</span>
                )}
                <span
                  className={`text-5xl font-extrabold tracking-tight ${featured ? 'text-white' : 'text-slate-900'}`}
                >
                  ${plan.price}
                </span>
                <span className={featured ? 'text-brand-100' : 'text-slate-600'}>{plan.period}</span>
              </p>
              <div className="mt-8 [&>a]:w-full">
                <ActionButton
                  action={featured ? plan.action : { style: 'secondary', ...plan.action }}
                  onDark={featured}
                />
              </div>
              <p className={`mt-3 min-h-5 text-center text-sm ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                {keepCompounds(plan.note)}
              </p>
              <ul className={`mt-8 space-y-3 border-t pt-6 ${featured ? 'border-white/15' : 'border-slate-200'}`}>
                {plan.features.map((feature) => (
                  <li key={feature} className={`flex gap-3 ${featured ? 'text-brand-50' : 'text-slate-700'}`}>
                    <Glyph
                      icon={Check}
                      className={`mt-0.5 size-5 shrink-0 ${featured ? 'text-accent-500' : 'text-accent-600'}`}
                    />
                    {keepCompounds(feature)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {note && (
        // A note too long to centre starts at the cards' left edge, not indented under them.
        <div className="mx-auto mt-10 max-w-5xl">
          <p
            className={`max-w-3xl text-slate-600 ${noteAlign === 'text-left' ? '' : `mx-auto ${noteAlign || 'text-center'}`}`}
          >
            {keepCompounds(note)}
          </p>
        </div>
      )}
    </SectionShell>
  );
}
