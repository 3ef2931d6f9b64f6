// The sections a page's first layout skipped (src/styles/first-layout.css), shown one a frame once
// the page has painted: each frame then lays out one section, a task short enough not to hold a
// phone's main thread, where laying them all out at once did. The count shown is an attribute of
// <html>, which React does not render; "all" lets go of the rule, for this page and the pages the
// app opens after it.
export function showSectionsInTurn(root: HTMLElement = document.documentElement) {
  const sections = root.querySelectorAll('main > section').length;
  let shown = 2;
  const showNext = () => {
    shown += 1;
    root.dataset.shownSections = shown >= sections ? 'all' : String(shown);
    if (shown < sections) requestAnimationFrame(showNext);
  };
  // A frame's callbacks run before its paint: the first frame is the page's first paint.
  requestAnimationFrame(() => requestAnimationFrame(showNext));
}
