import type { ReactNode } from 'react';
import { pickFor } from '../../lib/name-art.ts';

// Emblems drawn on a 24-unit grid in currentColor; a name picks one, so each mark stays the same.
const emblems: ReactNode[] = [
  <circle key="ring" cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3.5" />,
  <g key="pair">
    <circle cx="9" cy="12" r="6.5" />
    <circle cx="15" cy="12" r="6.5" fillOpacity="0.55" />
  </g>,
  <path key="peak" d="M3 20 10 6l4 7 2.5-4L21 20Z" />,
  <rect key="diamond" x="6" y="6" width="12" height="12" rx="2" transform="rotate(45 12 12)" />,
  <g key="bars">
    <rect x="4" y="12" width="4" height="8" rx="1" />
    <rect x="10" y="8" width="4" height="12" rx="1" />
    <rect x="16" y="4" width="4" height="16" rx="1" />
  </g>,
  <path key="arch" d="M4 20v-8a8 8 0 0 1 16 0v8h-5v-8a3 3 0 0 0-6 0v8Z" />,
];
// Type treatments, so a strip of names reads as different companies rather than one list.
const lettering = [
  'text-lg font-bold tracking-tight',
  'text-sm font-semibold tracking-[0.18em] uppercase',
  'font-serif text-lg font-semibold italic',
  'text-lg font-extrabold tracking-tight lowercase',
] as const;

/**
 * A publication's or customer's mark for a logo strip: a generated emblem beside its name. The
 * names on the site are not real brands, so no company's trademark is imitated.
 */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-slate-500 transition-colors hover:text-slate-800">
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor" aria-hidden="true">
        {pickFor(name, emblems)}
      </svg>
      <span className={`whitespace-nowrap ${pickFor(name, lettering, 1)}`}>{name}</span>
    </span>
  );
}
