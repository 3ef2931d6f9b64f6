import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { copyCode } from '../../lib/copy-code.ts';

/**
 * Shows a `body` field. scripts/generate.ts has already rendered the Markdown to HTML
 * with raw HTML disabled and unsafe links refused by npm run check, so it is safe to
 * insert. Clicks on site paths navigate in the app instead of reloading the page.
 */
export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  // Code blocks' copy buttons ship hidden: they show once this script can make them work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML brings new buttons, hidden again.
  useEffect(() => {
    for (const button of root.current?.querySelectorAll<HTMLButtonElement>('.code-copy') ?? []) button.hidden = false;
  }, [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const copy = (event.target as HTMLElement).closest<HTMLButtonElement>('.code-copy');
    if (copy) {
      void copyCode(copy);
      return;
    }
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <div
      data-markdown=""
      ref={root}
      className={`prose-rs ${className}`}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders this HTML from the editor's Markdown with HTML off and every link checked.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
