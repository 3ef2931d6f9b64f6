import { Check, CircleDot, Crown, Minus, X, type IconNode } from './icons.ts';
import { Glyph } from './Glyph.tsx';

type Level = { icon: IconNode; label: string; visible: boolean; tone: string };

// Comparison cells use full, basic, limited, pro, none; yes, no, partial; true, false.
const levels: Record<string, Level> = {
  full: { icon: Check, label: 'Full', visible: true, tone: 'text-accent-700' },
  yes: { icon: Check, label: 'Yes', visible: false, tone: 'text-accent-700' },
  true: { icon: Check, label: 'Included', visible: false, tone: 'text-accent-700' },
  basic: { icon: CircleDot, label: 'Basic', visible: true, tone: 'text-brand-700' },
  limited: { icon: Minus, label: 'Limited', visible: true, tone: 'text-amber-700' },
  partial: { icon: Minus, label: 'Partial', visible: true, tone: 'text-amber-700' },
  pro: { icon: Crown, label: 'Pro only', visible: true, tone: 'text-brand-700' },
  none: { icon: X, label: 'Not available', visible: false, tone: 'text-slate-500' },
  no: { icon: X, label: 'No', visible: false, tone: 'text-slate-500' },
  false: { icon: X, label: 'Not included', visible: false, tone: 'text-slate-500' },
};

export function LevelCell({ value }: { value: string | boolean }) {
  const level = levels[String(value).trim().toLowerCase()];
  if (!level) return <span className="font-medium text-slate-800">{String(value)}</span>;
  return (
    <span className={`inline-flex items-center gap-1.5 font-medium ${level.tone}`}>
      <Glyph icon={level.icon} className="size-5 shrink-0" strokeWidth={2.5} />
      <span className={level.visible ? 'whitespace-nowrap' : 'sr-only'}>{level.label}</span>
    </span>
  );
}
