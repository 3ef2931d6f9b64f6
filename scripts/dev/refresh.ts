// What the dev server does when the YAML changes: check everything, regenerate src/generated/,
// and say what the browser needs. It runs on a thread of its own (refresh-worker.ts), which
// scripts/dev/vite-manifests.ts starts from its esbuild bundle (scripts/run.mjs): bundled into
// vite.config.ts, Vite made it again on every start, which took longer than the check itself.
import { join } from 'node:path';
import { type CheckKept, checkContent, type Content } from '../check/content.ts';
import { checkMemo, type CheckMemo } from '../check/memo.ts';
import { stampFiles } from './file-stamps.ts';
import { lastUpdatedDays } from '../generate/last-updated.ts';
import { generate, generateKept } from '../generate/pages.ts';
import { buildSearchIndex } from '../generate/search-index.ts';
import { reportProblems } from '../lib/problems.ts';

export interface CheckError {
  message: string;
  id: string;
  line: number;
  column: number;
}

export type Refreshed =
  /** The files are as the last refresh checked them: nothing to send. */
  | { unchanged: true }
  | { error: CheckError }
  | {
      searchIndex: string;
      /** Page files whose data changed: the browser fetches them again. */
      pages: string[];
      /** Something else the app is made of changed (site.yaml's menus, the types): a reload. */
      reload: boolean;
    };

/**
 * A problem is reported only if the files are still as the check found them this long after: a
 * save that empties a file, then writes it, may wait its turn between the two on a busy machine
 * while a whole refresh checks the emptied file. The editor saw "the file is empty", then a reload.
 */
const problemSettleMs = 100;

/**
 * One refresher per dev server. It remembers, in memory, what it found valid and rendered (the
 * memo npm run build keeps in .cache/check.jsonl, read from there at start when a build left
 * it), so a save re-checks and re-renders the pages that changed, not the whole site.
 */
export function refresher(root: string) {
  const memoFile = join(root, '.cache', 'check.jsonl');
  let memo: CheckMemo = checkMemo(root, memoFile);
  let saved = false;
  // The files as the last refresh checked them (file-stamps.ts).
  let checkedStamp: string | undefined;
  // Read from git once: a save changes no commit.
  const days = lastUpdatedDays(root);
  // What each check and generate leaves for the next: most pages have not changed.
  const checked: CheckKept = { markdown: new Map() };
  const generated = generateKept();
  return {
    /** After a schema changed: what the old schemas found valid is not. */
    forget() {
      memo = checkMemo(root, memoFile);
      saved = false;
      checkedStamp = undefined;
    },
    async refresh(): Promise<Refreshed> {
      let stamp = stampFiles(root);
      // The dev server asks again after every refresh, for a save the file watcher dropped.
      if (stamp === checkedStamp) return { unchanged: true };
      // Until the files stay as they were while the check read them (file-stamps.ts says why).
      let content: Content;
      for (;;) {
        content = await checkContent(root, { memo, kept: checked });
        let after = stampFiles(root);
        if (after === stamp && content.problems.length > 0) {
          await new Promise((resolve) => setTimeout(resolve, problemSettleMs));
          after = stampFiles(root);
        }
        if (after === stamp) break;
        stamp = after;
      }
      checkedStamp = stamp;
      if (content.problems.length > 0 || !content.site) {
        const first = content.problems[0];
        return {
          error: {
            message: reportProblems(content.problems, content.sources),
            id: join(root, first?.file ?? 'site.yaml'),
            // A problem with the whole file ("the file is empty") points at its start.
            line: first?.line || 1,
            column: first?.column || 1,
          },
        };
      }
      const { entries, changed } = await generate(root, content.site, content.pages, { memo, days, kept: generated });
      // Once, after the first check of the whole site: the next start reads it instead of checking again.
      if (!saved) setImmediate(() => memo.save());
      saved = true;
      return {
        searchIndex: buildSearchIndex(entries, content.site.docsNav),
        pages: changed.pages,
        reload: changed.other,
      };
    },
  };
}
