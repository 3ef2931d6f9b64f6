// The copy button of a code block rendered by scripts/lib/markdown-blocks.ts: the block's
// <pre>, then the button, then a status line that screen readers announce.
const resetAfterMs = 2000;

export async function copyCode(button: HTMLButtonElement) {
  const block = button.closest('.code-block');
  const code = block?.querySelector('pre')?.textContent ?? '';
  const status = block?.querySelector('[role="status"]');
  try {
    await navigator.clipboard.writeText(code);
  } catch {
    if (status) status.textContent = 'Copying failed: select the code and copy it with the keyboard.';
    return;
  }
  button.textContent = 'Copied';
  if (status) status.textContent = 'Copied';
  setTimeout(() => {
    button.textContent = 'Copy';
    if (status) status.textContent = '';
  }, resetAfterMs);
}
