import type { ComparisonTableSection as Data } from '../generated/types.ts';
import { LevelCell } from '../components/ui/LevelCell.tsx';
import { SectionShell } from '../components/ui/SectionShell.tsx';
import { Tooltip } from '../components/ui/Tooltip.tsx';

export function ComparisonTableSection({
  id,
  eyebrow,
  heading,
  intro,
  featureLabel = 'Feature',
  columns,
  highlight,
  rows,
}: Data) {
  const strong = (column: string) => column === highlight;
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* relative: the sr-only labels in the cells are absolutely positioned; without it they escape this scroll box and widen the page. */}
      <div
        className="relative mx-auto max-w-5xl overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={heading}
      >
        <table className="w-full min-w-[32rem] border-collapse text-left">
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
                  className={`px-4 py-4 text-sm font-semibold sm:px-6 ${strong(column) ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.feature} className="bg-white">
                <th scope="row" className="px-4 py-3.5 text-sm font-medium text-slate-900 sm:px-6">
                  {row.note ? <Tooltip text={row.note}>{row.feature}</Tooltip> : row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index] ?? index}
                    className={`px-4 py-3.5 text-sm sm:px-6 ${strong(columns[index]) ? 'bg-brand-50/60' : ''}`}
                  >
                    <LevelCell value={value} />
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
