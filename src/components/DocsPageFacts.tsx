import { lastUpdated } from '../generated/docs.ts';
import { site } from '../generated/site.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-24" as "24 November 2026", the same on the server and in every browser's locale. */
function longDate(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${months[month - 1]} ${year}`;
}

/** When the page's file last changed in git, and where to edit it, when either is known. */
export function DocsPageFacts({ pageName }: { pageName: string }) {
  const day = lastUpdated[pageName];
  if (!day && !site.editUrl) return null;
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-4 text-sm text-slate-600">
      {day && (
        <p>
          Last updated: <time dateTime={day}>{longDate(day)}</time>
        </p>
      )}
      {site.editUrl && (
        <a
          href={`${site.editUrl}pages/${pageName}.yaml`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Edit this page
        </a>
      )}
    </div>
  );
}
