import type { Site } from '../generated/types.ts';
import { DocsNavLinks } from './DocsNav.tsx';
import { useTabs } from './ui/use-tabs.ts';

type Tab = NonNullable<Site['docsNav'][number]['tabs']>[number];

/**
 * A docs menu group's tabs, after the WAI-ARIA APG tabs pattern (keyboard in useTabs). The tab
 * holding the current page starts selected, so the prerendered HTML already shows its panel.
 */
export function DocsNavTabs({
  label,
  tabs,
  pathname,
  idPrefix,
  onNavigate,
}: {
  label: string;
  tabs: Tab[];
  pathname: string;
  idPrefix: string;
  onNavigate?: () => void;
}) {
  const current = pathname.replace(/\/+$/, '') || '/';
  const {
    selected,
    onKeyDown,
    tab: tabProps,
  } = useTabs(
    tabs.length,
    Math.max(
      0,
      tabs.findIndex((tab) => tab.links.some((link) => link.href === current)),
    ),
  );

  return (
    <div className="mt-3 px-1">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            {...tabProps(index)}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
            className={`rounded-md border px-2.5 py-1 text-xs font-semibold ${index === selected ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:bg-slate-100'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          // APG: a panel is focusable so the keyboard reaches it right after the tabs.
          tabIndex={0}
          hidden={index !== selected}
          className="rounded-md"
        >
          <DocsNavLinks links={tab.links} onNavigate={onNavigate} />
        </div>
      ))}
    </div>
  );
}
