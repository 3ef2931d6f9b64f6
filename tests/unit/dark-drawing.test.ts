// Issue 16: the dark theme's copies of the product drawings. Light surfaces and dark text turn over
// to the site's dark palette, what is coloured stays, panels already dark in the light drawing (the
// WordPress admin bar, a code panel) stay as drawn with what is on them, and the shapes do not move.
// The dev server serves the same copy the build writes, and only of a file inside public/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { darkDrawing } from '../../scripts/build/dark-drawing.ts';
import { darkDrawings } from '../../scripts/dev/dark-drawings.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" fill="#0f172a">${body}</svg>`;
const images = join(import.meta.dirname, '..', '..', 'public', 'images');
const drawings = readdirSync(images).filter((name) => name.endsWith('.svg'));
const colours = /\b(?:fill|stroke|stop-color|flood-color)="#[0-9a-fA-F]{3,6}"/g;

describe('a drawing in the dark theme', () => {
  it('turns light surfaces dark and dark text light, and leaves colours as they are', () => {
    expect(
      darkDrawing(
        svg(
          '<rect x="0" y="0" width="400" height="300" fill="#fff" stroke="#e2e8f0"/><text x="10" y="20">Title</text>' +
            '<text x="10" y="40" fill="#64748b">Muted</text><rect x="10" y="60" width="80" height="24" fill="#4f46e5"/>' +
            '<text x="20" y="76" fill="#fff">Audit</text><rect x="100" y="60" width="60" height="24" fill="#fef3c7"/>' +
            '<text x="110" y="76" fill="#b45309">Warning</text>',
        ),
      ),
    ).toBe(
      svg(
        '<rect x="0" y="0" width="400" height="300" fill="#111a2e" stroke="#334155"/><text x="10" y="20">Title</text>' +
          '<text x="10" y="40" fill="#94a3b8">Muted</text><rect x="10" y="60" width="80" height="24" fill="#4f46e5"/>' +
          '<text x="20" y="76" fill="#fff">Audit</text><rect x="100" y="60" width="60" height="24" fill="#451a03"/>' +
          '<text x="110" y="76" fill="#fcd34d">Warning</text>',
      ).replace('fill="#0f172a"', 'fill="#f8fafc"'),
    );
  });

  it('keeps a dark panel and what is drawn on it, but not what starts at its far edge', () => {
    const bar =
      '<rect x="0" y="0" width="400" height="28" fill="#1d2327"/><text x="10" y="18" fill="#f0f0f1">Howdy</text>';
    const code = '<text x="10" y="20"><tspan fill="#94a3b8">{</tspan></text>';
    expect(darkDrawing(svg(`${bar}<rect x="0" y="28" width="400" height="40" fill="#fff"/>`))).toContain(
      `${bar}<rect x="0" y="28" width="400" height="40" fill="#111a2e"/>`,
    );
    // The darkest slate as a panel goes a shade darker, to stand apart from the dark surface around it.
    expect(darkDrawing(svg(`<rect x="0" y="0" width="200" height="100" fill="#0f172a"/>${code}`))).toContain(
      `<rect x="0" y="0" width="200" height="100" fill="#020617"/>${code}`,
    );
  });

  it('turns over a grey the palette does not name, and keeps a colour it does not name', () => {
    expect(darkDrawing(svg('<rect x="0" y="0" width="9" height="9" fill="#fafafa" stroke="#e11d48"/>'))).toContain(
      '<rect x="0" y="0" width="9" height="9" fill="#050505" stroke="#e11d48"/>',
    );
  });

  it.each(drawings)('%s: the same shapes and text in the same places, only coloured anew', (name) => {
    const light = readFileSync(join(images, name), 'utf8');
    const dark = darkDrawing(light);
    expect(dark).not.toBe(light);
    expect(dark.replace(colours, '')).toBe(light.replace(colours, ''));
    // No light surface is left outside a panel: the window of a mock-up is dark.
    expect(dark).not.toMatch(/<rect x="16" y="16" width="\d+" height="\d+" rx="12" fill="#fff/);
  });

  it('keeps the WordPress admin bar and menu of the dashboard as WordPress draws them', () => {
    const dark = darkDrawing(readFileSync(join(images, 'dashboard.svg'), 'utf8'));
    expect(dark).toContain('<rect x="16" y="52" width="1168" height="28" fill="#1d2327"/>');
    expect(dark).toContain('<text x="78" y="70.5" font-size="12" fill="#f0f0f1">Acme Outdoor Co.</text>');
    expect(dark).toContain('<text x="52" y="101.5" font-size="13" fill="#f0f0f1">Dashboard</text>');
  });
});

describe('the dev server', () => {
  const root = mkdtempSync(join(tmpdir(), 'dark-drawings-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves the dark copy of a drawing in public/, the editor's own when there is one, and nothing outside it", {
    timeout: 30_000,
  }, async () => {
    mkdirSync(join(root, 'public', 'images'), { recursive: true });
    const drawing = svg('<rect x="0" y="0" width="400" height="300" fill="#fff"/>');
    writeFileSync(join(root, 'public', 'images', 'screen.svg'), drawing);
    writeFileSync(join(root, 'secret.svg'), drawing);
    symlinkSync(join(root, 'secret.svg'), join(root, 'public', 'images', 'link.svg'));
    // A drawing whose dark copy the editor drew.
    writeFileSync(join(root, 'public', 'images', 'own.svg'), drawing);
    writeFileSync(join(root, 'public', 'images', 'own.dark.svg'), svg('<title>Drawn by hand</title>'));
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [darkDrawings()],
      server: { port: 0, ws: false },
    });
    await server.listen();
    try {
      const base = server.resolvedUrls!.local[0];
      const served = await fetch(new URL('images/screen.dark.svg', base));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(await served.text()).toBe(darkDrawing(drawing));
      expect(await (await fetch(new URL('images/own.dark.svg', base))).text()).toBe(
        svg('<title>Drawn by hand</title>'),
      );
      expect((await fetch(new URL('images/link.dark.svg', base))).status).toBe(404);
      expect((await fetch(new URL('images/%2e%2e/%2e%2e/secret.dark.svg', base))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
