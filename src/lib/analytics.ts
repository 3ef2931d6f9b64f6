// Google Analytics 4 with automatic page views off; the app sends one page_view per route.
// This is a module, not an inline script, so a strict Content-Security-Policy can allow it.
declare global {
  interface Window { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void }
}

let started = false;

export function startAnalytics(measurementId: string | undefined) {
  if (!measurementId || started || typeof window === 'undefined') return;
  started = true;
  window.dataLayer = window.dataLayer || [];
  // gtag.js reads the `arguments` object itself, so this must stay a plain function.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackPageView() {
  window.gtag?.('event', 'page_view', {
    page_title: document.title,
    page_location: window.location.href,
    page_path: window.location.pathname + window.location.search,
  });
}
