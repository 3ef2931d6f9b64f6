// SPEC's claims (a rating from so many users, site owners, subscribers, countries, work saved) are
// kept once, in site.yaml's facts, and stated where SPEC places them (issue 16), not as a closing
// line on every page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const facts: Record<string, string | number> = parse(readFileSync(join(root, 'site.yaml'), 'utf8')).facts;
// The facts under "# Claims" in site.yaml: the names are the site's structure, their values content.
const claims = ['rating', 'ratingCount', 'siteOwners', 'subscribers', 'countries', 'workSaved'];
const audience = ['rating', 'ratingCount', 'siteOwners', 'subscribers', 'countries'];
const pages = readdirSync(join(root, 'pages'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ file: `pages/${name}`, data: parse(readFileSync(join(root, 'pages', name), 'utf8')) }));

describe('claims', () => {
  it('are written as facts on marketing pages, never as figures of their own', () => {
    // A figure with a separator (10,000 or 4.9) is the claim's; a bare one (20+) is matched with its plus.
    const figures = new Map<string, string[]>();
    for (const name of claims) {
      const value = String(facts[name]);
      const figure = /[.,]/.test(value) ? value.replace(/\+$/, '') : value;
      figures.set(figure, [...(figures.get(figure) ?? []), `{${name}}`]);
    }
    const written = pages
      .filter((page) => page.data.layout === 'marketing')
      .flatMap(({ file, data }) => {
        const text = JSON.stringify(data.sections);
        return [...figures]
          .filter(([figure]) => text.includes(figure))
          .map(([figure, names]) => `${file} writes ${figure}; write ${names.join(' or ')} instead`);
      });
    expect(written).toEqual([]);
  });

  it('about the audience are not repeated in closing calls to action, which state the offer', () => {
    const repeated = pages.flatMap(({ file, data }) =>
      (data.sections ?? []).flatMap((section: { type: string }, index: number) => {
        const text = JSON.stringify(section);
        const named = audience.filter((name) => section.type === 'cta' && text.includes(`{${name}}`));
        return named.map(
          (name) => `${file} sections[${index}] (cta) states {${name}}; keep the claim where SPEC places it`,
        );
      }),
    );
    expect(repeated).toEqual([]);
  });
});
