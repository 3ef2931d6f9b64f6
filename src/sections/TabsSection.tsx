import { useRef, useState, type KeyboardEvent } from 'react';
import type { TabsSection as Data } from '../generated/types.ts';
import { Markdown } from '../components/ui/Markdown.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { Picture } from '../components/ui/Picture.tsx';

/** WAI-ARIA tabs: arrow keys move between tabs, Home and End jump to the ends. */
export function TabsSection({ id, eyebrow, heading, intro, tabs }: Data) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focus(moves[event.key]);
    }
  };
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} center={false}>
      <div
        role="tablist"
        aria-label={heading}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={tab.id}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold ${index === active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={tab.id}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={index !== active}
          tabIndex={0}
          className="pt-8"
        >
          <Markdown html={tab.body} className="max-w-3xl" />
          {tab.image && (
            <Picture
              image={tab.image}
              className="mt-8 h-auto w-full max-w-3xl rounded-xl border border-slate-200 shadow-md"
            />
          )}
        </div>
      ))}
    </SectionShell>
  );
}
