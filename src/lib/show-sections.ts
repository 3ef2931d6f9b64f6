// The sections a page's first layout skipped (src/styles/first-layout.css), shown one a frame once
// the page has painted: each frame then lays out one section, a task short enough not to hold a
// phone's main thread, where laying them all out at once did. Then the rule is let go of, for
// this page and the pages the app opens after it.
const skipped = 'main > section:nth-of-type(n + 3)';

export function showSectionsInTurn(root: HTMLElement = document.documentElement) {
  const sections = [...root.querySelectorAll<HTMLElement>(skipped)];
  const showNext = () => {
    const section = sections.shift();
    if (!section) {
      root.dataset.sectionsShown = '';
      return;
    }
    section.dataset.shown = '';
    requestAnimationFrame(showNext);
  };
  // A frame's callbacks run before its paint: the first frame is the page's first paint.
  requestAnimationFrame(() => requestAnimationFrame(showNext));
}
