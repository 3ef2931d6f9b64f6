import type { KeyboardEvent } from 'react';

/**
 * A modal <dialog> makes the page behind it inert, but Tab from its last control would leave
 * for the browser's own controls; this wraps it round instead (the dialog's onKeyDown).
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
  ].filter((node) => node.offsetParent !== null);
  const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
  if (edge && document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  }
}
