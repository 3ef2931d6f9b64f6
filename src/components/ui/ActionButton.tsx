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
  className = '',
}: {
  actions?: Action[];
  onDark?: boolean;
  className?: string;
}) {
  if (!actions?.length) return null;
  return (
    // Phones: the buttons stack at full width instead of wrapping into a ragged pair.
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} onDark={onDark} />
      ))}
    </div>
  );
}
