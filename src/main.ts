import './styles.css';

// The page is prerendered, so it can be painted before any JavaScript runs. The app (React,
// the router and the page's components, about 100 KB) is fetched and started only after that
// first paint: its work then never delays it, which is what a visitor on a slow phone waits
// for (and what Lighthouse measures as FCP and LCP). A hidden tab paints nothing, so it starts
// the app at once.
const start = () => void import('./entry-client.tsx');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
