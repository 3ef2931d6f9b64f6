import { createElement } from 'react';
import type { IconNode } from './icons.ts';

/**
 * A Lucide icon as plain, decorative SVG, from the `lucide` package's icon data. lucide-react's
 * components merge class lists, props and a context on every render: with the 40 to 70 icons
 * of a pricing or comparison page that was a fifth of the page's prerender time.
 */
export function Glyph({
  icon,
  className,
  strokeWidth = 2,
}: {
  icon: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
