import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * The keyboard of the WAI-ARIA APG tabs pattern with automatic activation, for every tab list
 * of the site: one tab in the Tab order (roving tabindex), Left and Right move and select (round
 * from the last to the first), Home and End jump. `onKeyDown` goes on the role="tablist"
 * element, `tab(index)` on each role="tab" button.
 */
export function useTabs(count: number, initial = 0) {
  const [selected, setSelected] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    setSelected(next);
    const button = buttons.current[next];
    // Scrolled into a row that scrolls sideways (the tabs on a phone) explicitly: focus() alone
    // left the last tab of /ranksuite-plugin-overview out of sight at 375 px.
    button?.focus({ preventScroll: true });
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const tab = (index: number) => ({
    ref: (button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    'aria-selected': index === selected,
    tabIndex: index === selected ? 0 : -1,
    onClick: () => setSelected(index),
  });
  return { selected, onKeyDown, tab };
}
