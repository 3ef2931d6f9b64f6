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
      {/* Each card spans six rows of a shared subgrid, so prices, buttons and feature lists line up across cards.
          Phones too show the cards side by side, compact, the price right under the plan's name: both prices
          are then on the first screen (issue 16), where a stacked card's feature list pushed the next one down. */}
      <ul className="mx-auto grid max-w-5xl grid-cols-2 grid-rows-[repeat(6,auto)] gap-x-3 sm:gap-x-8">
        {plans.map((plan) => {
          // The badged plan is the one we recommend: a dark card with the light button, the others quieter.
          const featured = Boolean(plan.badge);
          return (
            <li
              key={plan.name}
              className={`relative row-span-6 grid grid-rows-subgrid rounded-3xl p-4 text-sm sm:p-8 sm:text-base ${featured ? 'bg-brand-900 text-white shadow-2xl shadow-brand-900/30 ring-2 ring-brand-600' : 'border border-slate-200 bg-white shadow-sm'}`}
            >
              {plan.badge && (
                <p className="absolute -top-3.5 left-4 sm:left-8 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase shadow-sm">
                  {plan.badge}
                </p>
              )}
              <h3
                className={`text-lg font-bold max-sm:-order-2 sm:text-xl ${featured ? 'text-white' : 'text-slate-900'}`}
              >
                {plan.name}
              </h3>
              <p className={`mt-3 sm:mt-2 ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                {keepCompounds(plan.description)}
              </p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 max-sm:-order-1 sm:mt-6">
                {plan.pricePrefix && (
                  <span className={featured ? 'text-brand-100' : 'text-slate-600'}>{plan.pricePrefix}</span>
                )}
                <span
                  className={`text-4xl font-extrabold tracking-tight sm:text-5xl ${featured ? 'text-white' : 'text-slate-900'}`}
                >
                  ${plan.price}
                </span>
                <span className={featured ? 'text-brand-100' : 'text-slate-600'}>{plan.period}</span>
              </p>
              {/* In a phone's narrow card a long label wraps, centred, and the buttons side by side keep one height. */}
              <div className="mt-4 sm:mt-8 [&>a]:h-full [&>a]:w-full [&>a]:text-center max-sm:[&>a]:px-2 max-sm:[&>a]:text-sm">
                <ActionButton
                  action={featured ? plan.action : { style: 'secondary', ...plan.action }}
                  onDark={featured}
                />
              </div>
              {/* Flush left in a phone's narrow card, like the rest of it: centred there, it ran to three lines. */}
              <p className={`mt-3 min-h-5 text-sm sm:text-center ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                {keepCompounds(plan.note)}
              </p>
              <ul
                className={`mt-4 space-y-2 border-t pt-4 sm:mt-8 sm:space-y-3 sm:pt-6 ${featured ? 'border-white/15' : 'border-slate-200'}`}
              >
                {plan.features.map((feature) => (
                  <li key={feature} className={`flex gap-2 sm:gap-3 ${featured ? 'text-brand-50' : 'text-slate-700'}`}>
                    <Glyph
                      icon={Check}
                      className={`mt-0.5 size-4 shrink-0 sm:size-5 ${featured ? 'text-accent-500' : 'text-accent-600'}`}
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
