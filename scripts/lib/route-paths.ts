// Route paths as the checker compares them and as the build writes them.
import { join } from 'node:path';

/** One key per page address: letter case and trailing slashes do not make another route. */
export const routeKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** Where a static host looks for a route's page: dist/pricing/index.html, and dist/index.html for /. */
export const pageFileOf = (outDir: string, path: string) =>
  join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
