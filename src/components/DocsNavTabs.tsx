import type { Site } from '../generated/types.ts';
import { DocsNavLinks } from './DocsNav.tsx';
import { useTabs } from './ui/use-tabs.ts';

type Tab = NonNullable<Site['docsNav'][number]['tabs']>[number];

/**
 * Tabs in full rows: an even count in two equal columns (the plugin's four make a 2×2 block, a long label
 * wrapping between its words inside its cell), otherwise whole tabs wrap and each row's tabs grow to fill it.
 * Left to wrap freely, a long label took a row of its own under three short ones, or broke (issue 16).
 */
const tabRows = (count: number) =>
  count % 2 === 0 && count > 2 ? 'grid grid-cols-2 gap-1' : 'flex flex-wrap gap-1 [&>*]:grow';

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
    // No padding of its own: the panel's links line up with the menu's other links (issue 16).
    <div className="mt-3">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={tabRows(tabs.length)}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            {...tabProps(index)}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
            className={`rounded-md border px-2 py-1.5 text-xs leading-tight font-semibold ${index === selected ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:bg-slate-100'}`}
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
