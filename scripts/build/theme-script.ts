// Sets the theme before the first paint: a small inline script at the top of <head> puts the
// class "dark" on <html> when the visitor chose the dark theme with the header's button
// (src/lib/theme.ts keeps the choice in a cookie) or, with no choice kept, when their system
// prefers it. A stylesheet cannot read a cookie, and the app's module script runs after the
// first paint, so either would show the light page first. The Content-Security-Policy allows
// the script by its hash (scripts/build/security-headers.ts).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { themeCookie } from '../../src/lib/theme.ts';

// document.cookie throws in a sandboxed frame: the system's preference decides then.
export const themeScript = `(()=>{let t;try{t=/(?:^|; )${themeCookie}=(dark|light)(?:;|$)/.exec(document.cookie)?.[1]}catch{}document.documentElement.classList.toggle('dark',t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches)})()`;

/** The hash-source that allows the theme script, for script-src. */
export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

/** index.html with the theme script first in <head>, before the stylesheet and anything painted. */
export function withThemeScript(html: string): string {
  if (!html.includes('<head>'))
    throw new Error('index.html has no <head> for the theme script; see scripts/build/theme-script.ts.');
  return html.replace('<head>', () => `<head>\n    <script>${themeScript}</script>`);
}

/** Adds the theme script to index.html, in the build and the dev server alike. */
export function themeScriptTag(): Plugin {
  return { name: 'ranksuite-theme-script', transformIndexHtml: { order: 'post', handler: withThemeScript } };
}
