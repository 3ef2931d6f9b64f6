import { type MouseEvent, useEffect, useRef } from 'react';
import { copyCode } from '../../lib/copy-code.ts';

/**
 * Shows a `body` field. scripts/generate.ts has already rendered the Markdown to HTML
 * with raw HTML disabled and unsafe links refused by npm run check, so it is safe to
 * insert. Its links to site paths open in the app like every other (useInAppLinks).
 */
export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  // Code blocks' copy buttons ship hidden: they show once this script can make them work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new HTML brings new buttons, hidden again.
  useEffect(() => {
    for (const button of root.current?.querySelectorAll<HTMLButtonElement>('.code-copy') ?? []) button.hidden = false;
  }, [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const copy = (event.target as HTMLElement).closest<HTMLButtonElement>('.code-copy');
    if (copy) void copyCode(copy);
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
