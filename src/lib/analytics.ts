// Google Analytics 4 with automatic page views off; the app sends one page_view per route.
// This is a module, not an inline script, so a strict Content-Security-Policy can allow it.
declare global {
  interface Window {
    dataLayer: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let started = false;

export function startAnalytics(measurementId: string | undefined) {
  if (!measurementId || started || typeof window === 'undefined') return;
  started = true;
  window.dataLayer = window.dataLayer || [];
  // gtag.js reads the `arguments` object itself, so this must stay a plain function.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself; an array is not the same command.
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  whenSettled(() => document.head.appendChild(script));
}

// gtag.js is a third-party script from another origin: fetch it only once the page has loaded
// and its first content is on screen, when the browser is idle, so it never competes with the
// page's own content and code. The commands above wait in dataLayer until it runs, so no page
// view is lost. Paint entries arrive only once the frame is shown; a page that is never shown
// (a background tab) still loads the tag after a few seconds.
function whenSettled(run: () => void) {
  let done = false;
  const idle = () => {
    if (done) return;
    done = true;
    if ('requestIdleCallback' in window)
      requestIdleCallback(run, { timeout: 1000 }); // not in Safari
    else setTimeout(run, 200);
  };
  const afterFirstPaint = () => {
    setTimeout(idle, 5000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return idle();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      idle();
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
}

export function trackPageView() {
  window.gtag?.('event', 'page_view', {
    page_title: document.title,
    page_location: window.location.href,
    page_path: window.location.pathname + window.location.search,
  });
}
