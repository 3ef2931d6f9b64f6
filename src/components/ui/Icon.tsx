import type { Card } from '../../generated/types.ts';
import { symbolHref } from '../../lib/symbol-href.ts';

type IconName = NonNullable<Card['icon']>;

/** A card icon, drawn from the icon sprite (scripts/generate/icon-sprite.ts), as decorative SVG. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <use href={symbolHref(name)} />
    </svg>
  );
}

export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} />
    </span>
  );
}
