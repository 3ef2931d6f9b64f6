import type { Action } from '../../generated/types.ts';
import { SmartLink } from './SmartLink.tsx';

export function ActionButton({ action, onDark = false }: { action: Action; onDark?: boolean }) {
  const secondary = action.style === 'secondary';
  const look = onDark
    ? secondary
      ? 'btn-outline-on-dark'
      : 'btn-on-dark'
    : secondary
      ? 'btn-secondary'
      : 'btn-primary';
  return (
    <SmartLink href={action.href} newTab={action.newTab} className={`btn ${look}`}>
      {action.label}
    </SmartLink>
  );
}

export function ActionRow({
  actions,
  onDark,
  paired = false,
  className = '',
}: {
  actions?: Action[];
  onDark?: boolean;
  /** Phones: two buttons a size smaller share a row where both labels fit (a hero that keeps the first screen for its product or plans). */
  paired?: boolean;
  className?: string;
}) {
  if (!actions?.length) return null;
  // Phones: the buttons stack at full width instead of wrapping into a ragged pair; paired, each
  // grows to fill the row, so a pair too long for one row wraps into the same full-width stack.
  const layout = paired
    ? 'flex flex-wrap gap-2 *:flex-auto *:px-3 *:text-sm sm:gap-3 sm:*:flex-initial sm:*:px-5 sm:*:text-base'
    : 'flex flex-col gap-3 sm:flex-row sm:flex-wrap';
  return (
    <div className={`${layout} ${className}`}>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} onDark={onDark} />
      ))}
    </div>
  );
}
