import { useEffect, useState } from 'react';
import type { ArticleHeading } from '../lib/headings.ts';

/** Below the sticky header: a heading scrolled this close to the top is the one being read. */
const readingLine = 128;

/**
 * The id of the heading whose section is being read: the last one that has passed the reading
 * line. An IntersectionObserver watching the band above that line says when to look again.
 */
export function useHeadingInView(headings: ArticleHeading[]): string | undefined {
  const [inView, setInView] = useState<string>();
  useEffect(() => {
    const elements = headings.flatMap((heading) => document.getElementById(heading.id) ?? []);
    if (elements.length === 0) return;
    const update = () =>
      setInView(elements.findLast((element) => element.getBoundingClientRect().top <= readingLine)?.id);
    const observer = new IntersectionObserver(update, {
      rootMargin: `0px 0px ${readingLine - window.innerHeight}px 0px`,
      threshold: [0, 1],
    });
    for (const element of elements) observer.observe(element);
    update();
    return () => observer.disconnect();
  }, [headings]);
  return inView;
}

/** The "On this page" list of an article's h2 and h3. */
export function DocsContents({ headings, inView }: { headings: ArticleHeading[]; inView?: string }) {
  return (
    <nav aria-label="On this page">
      <ul className="space-y-1 border-l border-slate-200 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              aria-current={heading.id === inView ? 'true' : undefined}
              className={`-ml-px block border-l-2 py-1 ${heading.level === 3 ? 'pl-6' : 'pl-3'} ${heading.id === inView ? 'border-brand-600 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
