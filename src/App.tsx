import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Chrome } from './components/Chrome.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Footer } from './components/Footer.tsx';
import { Toasts } from './components/forms/toasts.tsx';
import { Header } from './components/Header.tsx';
import { PageRoute } from './components/PageRoute.tsx';
import { useInAppLinks } from './lib/use-in-app-links.ts';

// import.meta.env.DEV is false in builds, so the gallery and its chunk are left out of them.
const Gallery = import.meta.env.DEV ? lazy(() => import('./components/Gallery.tsx')) : undefined;

function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const openInApp = useInAppLinks();
  return (
    // The links' own clicks (Enter on a link clicks it too), opened in the app.
    <div className="flex min-h-screen flex-col" onClick={openInApp}>
      <Chrome part="header">
        <Header />
      </Chrome>
      <main id="main" className="flex-1" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Chrome part="footer">
        <Footer />
      </Chrome>
      <Toasts />
    </div>
  );
}

/**
 * One layout at the root; every path, known or not, is handled by PageRoute, but for the dev-only gallery.
 * No <Routes>: with a single catch-all route, its route matching and ranking were ~3 kB of every
 * page's gzipped JavaScript for nothing (issue 20). PageRoute looks the path up itself.
 */
export function App() {
  const { pathname } = useLocation();
  return <Layout>{Gallery && pathname === '/_gallery' ? <Gallery /> : <PageRoute />}</Layout>;
}
