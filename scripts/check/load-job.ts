// Reads and schema-checks one page file for scripts/check/content.ts, on the main thread or a
// worker thread (scripts/lib/threads.ts), and audits it when asked: the audit needs nothing of
// other pages, and run on the main thread after the reading it was half of a big site's check.
// Only plain data crosses threads: the page's data (when it is valid), its text for code frames,
// its problems and its audit.
import { lstatSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from '../../src/generated/types.ts';
import { applyFacts, type Facts } from './facts.ts';
import { loadManifest } from './load.ts';
import type { AuditResult } from './audit-checks.ts';
import { repeatedIds } from './page-ids.ts';
import type { Problem } from '../lib/problems.ts';
import { validators } from '../lib/schemas.ts';
import { pageAudit } from './seo-check.ts';
import { validateManifest } from './validate.ts';
import { fileStamp, textHash } from '../lib/cache-files.ts';

export interface LoadedPage {
  problems: Problem[];
  /** The file's text, when it has problems. */
  text?: string;
  /** The page's data, when it parsed and matched the schema. */
  data?: unknown;
  /** Its SEO audit, when it was audited: a valid page with a route, with `audit` given. */
  audit?: AuditResult;
  /** With `stamp` given, for a valid page: the hash of its text, and its stamp when it is settled (fileStamp). */
  textHash?: string;
  stamp?: string;
}

export interface Shared {
  root: string;
  /** site.yaml's, or undefined when site.yaml has problems of its own (then nothing is filled in). */
  facts?: Facts;
  /** site.yaml's address and each page file name's route, to audit each valid page with a route. */
  audit?: { baseUrl: string; pathOfPage: Record<string, string> };
  /** Hash and stamp each file read: the check's memo knows none yet (content.ts, textHashOf). */
  stamp?: boolean;
}

export async function setup({ root, facts, audit, stamp }: Shared) {
  const { page: validate } = validators();
  const pathOfPage = audit && new Map(Object.entries(audit.pathOfPage));
  return (absolute: string): LoadedPage => {
    // Stamped before it is read: a change after the stamp gives the file another one.
    const stat = stamp ? lstatSync(absolute, { bigint: true, throwIfNoEntry: false }) : undefined;
    const loaded = loadManifest(absolute, root);
    const { manifest } = loaded;
    if (!manifest) return { problems: loaded.problems, text: loaded.text };
    // Facts first, so the schema's length limits measure the text visitors read.
    const problems = [...(facts ? applyFacts(manifest, facts) : []), ...validateManifest(manifest, validate)];
    if (problems.length === 0) problems.push(...repeatedIds(manifest));
    // The text goes back only for a code frame: copying every page's text between threads costs.
    if (problems.length > 0) return { problems, text: loaded.text };
    const found: LoadedPage = { problems, data: manifest.data };
    if (stat?.isFile()) {
      found.textHash = textHash(manifest.text);
      const { stamp: stamped, settled } = fileStamp(stat);
      if (settled) found.stamp = stamped;
    }
    const path = pathOfPage?.get(basename(absolute, '.yaml'));
    if (audit && path !== undefined) found.audit = pageAudit(manifest.data as Page, path, audit.baseUrl);
    return found;
  };
}
