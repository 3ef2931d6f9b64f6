// Dev-server plugin: serves each drawing's dark copy (src/lib/drawings.ts names it) as the build
// writes it, drawn from the light SVG in public/ when asked, so the preview's dark theme shows
// what the site will.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { darkDrawing } from '../build/dark-drawing.ts';

export function darkDrawings(): Plugin {
  return {
    name: 'ranksuite-dark-drawings',
    apply: 'serve',
    configureServer(server) {
      const publicDir = join(server.config.root, 'public');
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname;
        if (!path.endsWith('.dark.svg')) return next();
        const file = lightFile(publicDir, path);
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(darkDrawing(readFileSync(file, 'utf8')));
      });
    },
  };
}

/** The light drawing a dark copy's address is made from: a file in public/, wherever a link on the way leads. */
function lightFile(publicDir: string, path: string): string | undefined {
  let file: string;
  try {
    file = join(publicDir, decodeURIComponent(path).replace(/\.dark\.svg$/, '.svg'));
  } catch {
    return; // a malformed address
  }
  if (!existsSync(file)) return;
  const real = realpathSync(file);
  return real.startsWith(realpathSync(publicDir) + sep) && statSync(real).isFile() ? real : undefined;
}
