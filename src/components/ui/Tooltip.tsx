import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { keepCompounds } from '../../lib/keep-compounds.tsx';

// Tooltips open after 700 ms; once one has been open, the next opens at once
// if the pointer moves to it within 300 ms (the "skip delay").
const openDelayMs = 700;
const skipDelayMs = 300;
let lastClosedAt = 0;

export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < skipDelayMs;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : openDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      <span
        tabIndex={0}
        aria-describedby={id}
        className="cursor-help underline decoration-slate-400 decoration-dotted underline-offset-4"
      >
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-2 w-64 rounded-lg bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
      >
        {keepCompounds(text)}
      </span>
    </span>
  );
}
