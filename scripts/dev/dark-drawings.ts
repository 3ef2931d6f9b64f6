// Dev-server plugin: serves each drawing's dark copy (src/lib/drawings.ts names it) as the build
// writes it, drawn from the light SVG in public/ when asked, so the preview's dark theme shows
// what the site will. A dark copy the editor drew is a file of public/, which Vite serves.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { darkDrawing } from '../build/dark-drawing.ts';
import { ownDarkCopy } from '../check/images.ts';

export function darkDrawings(): Plugin {
  return {
    name: 'ranksuite-dark-drawings',
    apply: 'serve',
    configureServer(server) {
      const publicDir = join(server.config.root, 'public');
      server.middlewares.use((request, response, next) => {
        const file = lightDrawingFor(publicDir, new URL(request.url ?? '/', 'http://dev').pathname);
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(darkDrawing(readFileSync(file, 'utf8')));
      });
    },
  };
}

/**
 * The light drawing whose dark copy `path` asks for: a file in public/, wherever a link on the way
 * leads. None when `path` names no dark copy, or one the editor drew (Vite serves that file).
 */
function lightDrawingFor(publicDir: string, path: string): string | undefined {
  if (!path.endsWith('.dark.svg')) return;
  let src: string;
  try {
    src = decodeURIComponent(path).replace(/\.dark\.svg$/, '.svg');
  } catch {
    return; // a malformed address
  }
  const light = join(publicDir, src);
  if (ownDarkCopy(publicDir, src) || !existsSync(light)) return;
  const real = realpathSync(light);
  return real.startsWith(realpathSync(publicDir) + sep) && statSync(real).isFile() ? real : undefined;
}
