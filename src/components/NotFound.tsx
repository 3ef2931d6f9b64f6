import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The page shows '404', 'Oops! Page not found', 'Return to Home'; the missing path goes to the console. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-slate-600">
        The page you are looking for does not exist or has moved. Try the menu above, or start again from the home page.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
