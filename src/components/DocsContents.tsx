import { useEffect, useState } from 'react';
import type { ArticleHeading } from '../lib/headings.ts';

/** Below the sticky header: a heading scrolled this close to the top is the one being read. */
const readingLine = 128;

/**
 * The id of the heading whose section is being read: the last one that has passed the reading
 * line; the first before any has (the article's start), and the last once the page can scroll no
 * further (a short last section never reaches the line). Looked at again on each frame that
 * scrolled, so a jump (End, Home, a long wheel turn) lands on the right heading too.
 */
export function useHeadingInView(headings: ArticleHeading[]): string | undefined {
  const [inView, setInView] = useState<string>();
  useEffect(() => {
    const elements = headings.flatMap((heading) => document.getElementById(heading.id) ?? []);
    if (elements.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const passed = elements.findLast((element) => element.getBoundingClientRect().top <= readingLine);
      setInView((atEnd ? elements.at(-1) : (passed ?? elements[0]))?.id);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
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
