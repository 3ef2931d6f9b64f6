// Plain texts' side of compounds.ts; Markdown bodies get the same spans when they are rendered.
import type { ReactNode } from 'react';
import { compound } from './compounds.ts';

/**
 * `text`, with each number-hyphen-word compound ("14-day") in a span that does not wrap. The
 * pieces come in one span: in a flex row (a question beside its chevron) they stay one item.
 */
export function keepCompounds(text: string | undefined): ReactNode {
  const parts = text?.split(compound) ?? [];
  if (parts.length < 2) return text;
  return (
    <span>
      {parts.map((part, index) =>
        // split() with a group puts the compounds at the odd places.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
