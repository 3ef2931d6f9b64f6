import { useState } from 'react';
import type { ComparisonTableSection as Data } from '../generated/types.ts';
import { LevelCell } from './ui/LevelCell.tsx';
import { SectionShell } from './ui/SectionShell.tsx';
import { Tooltip } from './ui/Tooltip.tsx';

/** How wide each of `count` column buttons starts, so rows fill evenly (see the buttons). */
const switchBasis = (count: number) => (count === 4 ? 'basis-[45%]' : count > 3 ? 'basis-[30%]' : 'basis-0');

export function ComparisonTable({
  id,
  eyebrow,
  heading,
  intro,
  featureLabel = 'Feature',
  columns,
  highlight,
  rows,
}: Data) {
  // A phone has room for the feature and one column: the one that matters (the highlighted plan or
  // product, else the last) shows first, in the prerendered HTML too, and the switcher picks another.
  const [shown, setShown] = useState(highlight && columns.includes(highlight) ? highlight : columns.at(-1));
  const strong = (column: string | undefined) => column === highlight;
  // Hidden columns are hidden below sm only; from sm up every column shows, as a wide table.
  const visibility = (column: string | undefined) => (column === shown ? '' : 'max-sm:hidden');
  // A table that names its checks ("✓ Full") names them all: a bare yes beside "✓ Full" reads as a different answer.
  const level = (value: string | boolean) => String(value).trim().toLowerCase();
  const namesChecks = rows.some((row) => row.values.some((value) => level(value) === 'full'));
  const cellValue = (value: string | boolean) =>
    namesChecks && (level(value) === 'yes' || level(value) === 'true') ? 'full' : value;
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {columns.length > 1 && (
        <div
          role="group"
          aria-label={`Choose a column of ${heading}`}
          className="mx-auto mb-4 flex max-w-md flex-wrap gap-1 rounded-xl bg-slate-100 p-1 sm:hidden"
        >
          {columns.map((column) => (
            <button
              key={column}
              type="button"
              aria-pressed={column === shown}
              onClick={() => setShown(column)}
              // Up to three in a row; four as two rows of two, five as three and two, each row filled:
              // five in one row ran past a phone's edge. The chosen one is brand-coloured in both
              // themes (a white chip on the grey track went darker than the track in the dark one).
              className={`min-h-11 grow rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors ${switchBasis(columns.length)} ${column === shown ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {column}
            </button>
          ))}
        </div>
      )}
      {/* relative: the sr-only labels in the cells are absolutely positioned; without it they escape this scroll box and widen the page. */}
      <div
        className="relative mx-auto max-w-5xl overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={heading}
      >
        <table className="w-full border-collapse text-left sm:min-w-[32rem]">
          <caption className="sr-only">{heading}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-4 text-sm font-semibold text-slate-700 sm:px-6">
                {featureLabel}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-4 text-sm font-semibold sm:px-6 ${visibility(column)} ${strong(column) ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.feature} className="bg-white">
                <th scope="row" className="px-4 py-3 text-sm font-medium text-slate-900 sm:px-6">
                  {row.note ? <Tooltip text={row.note}>{row.feature}</Tooltip> : row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index] ?? index}
                    className={`px-4 py-3 text-sm sm:px-6 ${visibility(columns[index])} ${strong(columns[index]) ? 'bg-brand-50/60' : ''}`}
                  >
                    <LevelCell value={cellValue(value)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionShell>
  );
}
