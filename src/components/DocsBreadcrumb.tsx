import { breadcrumbOf, type DocsGuide } from '../lib/docs-guides.ts';

/** Docs › the guide's group › the guide, from docsNav (the JSON-LD BreadcrumbList says the same). */
export function DocsBreadcrumb({ guides, guide }: { guides: DocsGuide[]; guide: DocsGuide }) {
  const crumbs = breadcrumbOf(guides, guide);
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((crumb, index) => (
          // The › between crumbs is drawn by CSS, so a crumb's text is its name alone.
          <li
            key={crumb.name}
            className="flex items-center gap-2 [&+&]:before:text-slate-400 [&+&]:before:content-['›']"
          >
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
        ))}
      </ol>
    </nav>
  );
}
