import { Fragment } from 'react';
import { breadcrumbOf, type DocsGuide } from '../lib/docs-guides.ts';

/** Docs › the guide's group › the guide, from docsNav (the JSON-LD BreadcrumbList says the same). */
export function DocsBreadcrumb({ guides, guide }: { guides: DocsGuide[]; guide: DocsGuide }) {
  const crumbs = breadcrumbOf(guides, guide);
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((crumb, index) => (
          // The › between crumbs is an item of its own, hidden from assistive technology: the text
          // reads "Docs › Plugin help › …" and the list is the crumbs alone.
          <Fragment key={crumb.name}>
            {index > 0 && (
              <li aria-hidden="true" className="text-slate-400">
                {' › '}
              </li>
            )}
            <li>
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.href} className="hover:text-slate-900 hover:underline">
                  {crumb.name}
                </a>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
