// An id is a link target (#id) and, for docs articles, a search result's key: one of each a page.
// A check of one page, so it runs where the page is read (load-job.ts), and a rebuild's unchanged
// pages, which the memo knows valid, are not walked again.
import type { Page } from '../../src/generated/types.ts';
import type { Problem } from '../lib/problems.ts';
import { positionOf, problemAt, type Manifest } from './load.ts';
import { eachField } from './walk.ts';

export function repeatedIds(manifest: Manifest): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, (string | number)[]>();
  eachField(
    (manifest.data as Page).sections,
    (key, value, path) => {
      if (key !== 'id' || typeof value !== 'string') return false;
      const earlier = first.get(value);
      if (!earlier) first.set(value, [...path, key]);
      else {
        const { line } = positionOf(manifest, earlier);
        problems.push(
          problemAt(
            manifest,
            [...path, key],
            `the id "${value}" is already used on line ${line}, so a link to #${value} could only reach the first.`,
            `give this one an id of its own, such as "${value}-2", and update links to it.`,
          ),
        );
      }
      return true;
    },
    ['sections'],
  );
  return problems;
}
