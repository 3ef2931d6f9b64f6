// generate() tells the build when the files its bundles read are written (appWritten): a cold
// build starts its bundles then, and makes the pages' entries and the editors' files meanwhile.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.ts';
import { generate } from '../../scripts/generate/pages.ts';
import { validCopy } from './site-copies.ts';

describe('generate', () => {
  it("calls appWritten once every file the bundles read is written, before the editors' guide", async () => {
    const root = validCopy();
    const { site, pages } = await checkContent(root);
    const atCall: { generated?: string[]; guide?: boolean } = {};
    const { entries } = await generate(root, site!, pages, {
      pageData: false,
      appWritten: () => {
        atCall.generated = readdirSync(join(root, 'src', 'generated')).sort();
        atCall.guide = existsSync(join(root, 'EDITING.md'));
      },
    });
    expect(atCall).toEqual({
      generated: ['code-colours.css', 'data', 'docs.ts', 'gallery.json', 'icons.svg', 'site.ts', 'types.ts'],
      guide: false,
    });
    expect(existsSync(join(root, 'EDITING.md'))).toBe(true);
    expect(entries.map((entry) => entry.path)).toEqual(site!.routes.map((route) => route.path));
  });
});
