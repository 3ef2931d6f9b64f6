// Plain texts' side of compounds.ts; Markdown bodies get the same spans when they are rendered.
import type { ReactNode } from 'react';
import { compound } from './compounds.ts';

/** `text`, with each number-hyphen-word compound ("14-day") in a span that does not wrap. */
export function keepCompounds(text: string | undefined): ReactNode {
  const parts = text?.split(compound) ?? [];
  if (parts.length < 2) return text;
  // split() with a group puts the compounds at the odd places.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
