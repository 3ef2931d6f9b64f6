// Reads and schema-checks one page file for scripts/check/content.ts, on the main thread or a
// worker thread (scripts/lib/threads.ts). Only plain data crosses threads: the page's data
// (when it is valid), its text for code frames and its problems.
import { applyFacts, type Facts } from './facts.ts';
import { loadManifest } from './load.ts';
import type { Problem } from '../lib/problems.ts';
import { validators } from '../lib/schemas.ts';
import { validateManifest } from './validate.ts';

export interface LoadedPage {
  problems: Problem[];
  /** The file's text, when it has problems. */
  text?: string;
  /** The page's data, when it parsed and matched the schema. */
  data?: unknown;
}

/** `facts`: site.yaml's, or undefined when site.yaml has problems of its own (then nothing is filled in). */
export async function setup({ root, facts }: { root: string; facts?: Facts }) {
  const { page: validate } = validators();
  return (absolute: string): LoadedPage => {
    const loaded = loadManifest(absolute, root);
    if (!loaded.manifest) return { problems: loaded.problems, text: loaded.text };
    // Facts first, so the schema's length limits measure the text visitors read.
    const problems = [
      ...(facts ? applyFacts(loaded.manifest, facts) : []),
      ...validateManifest(loaded.manifest, validate),
    ];
    // The text goes back only for a code frame: copying every page's text between threads costs.
    return problems.length === 0 ? { problems, data: loaded.manifest.data } : { problems, text: loaded.text };
  };
}
