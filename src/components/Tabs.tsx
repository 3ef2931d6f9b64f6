import type { TabsSection as Data } from '../generated/types.ts';
import { Markdown } from './ui/Markdown.tsx';
import { SectionShell } from './ui/SectionShell.tsx';
import { Picture, inReadingColumn } from './ui/Picture.tsx';
import { useTabs } from './ui/use-tabs.ts';

/** WAI-ARIA tabs (keyboard in useTabs): arrow keys move between tabs, Home and End jump to the ends. */
export function Tabs({ id, eyebrow, heading, intro, tabs }: Data) {
  const { selected: active, onKeyDown, tab: tabProps } = useTabs(tabs.length);
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} center={false}>
      <div
        role="tablist"
        aria-label={heading}
        onKeyDown={onKeyDown}
        // One row that scrolls sideways on a phone, fading at the edge with more tabs (styles.css):
        // wrapped, a tab sat alone under the chosen one's line. The rule under the tabs is a shadow
        // inside the row, which a scroll box does not clip.
        className="scroll-fade-x flex gap-x-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)]"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            {...tabProps(index)}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={tab.id}
            className={`shrink-0 border-b-2 px-3 whitespace-nowrap py-3 sm:px-4 text-sm font-semibold ${index === active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
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
              // max-w-3xl.
              sizes={inReadingColumn}
              className="mt-8 h-auto w-full max-w-3xl rounded-xl border border-slate-200 shadow-md"
            />
          )}
        </div>
      ))}
    </SectionShell>
  );
}
