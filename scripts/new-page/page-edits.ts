// What new-page, move-page and remove-page share: the path rule, the refusal of a path that is
// taken, the one-line { key: value } entries of site.yaml, and the command-line frame (exit 1
// for a refusal, 2 and the usage for a mistake in the command).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { schemaDir } from '../lib/schemas.ts';
import { nearest } from '../check/validate.ts';
import { routeKey } from '../lib/route-paths.ts';

/** A mistake in the command itself (exit 2). */
export class UsageError extends Error {}
/** The command is fine but would overwrite, shadow or break something (exit 1). */
export class Refusal extends Error {}

/** Same rule as routes in site.yaml, read from the schema so the two cannot differ. */
const pathPattern = new RegExp(
  JSON.parse(readFileSync(join(schemaDir, 'site.schema.json'), 'utf8')).properties.routes.items.properties.path.pattern,
);

/** "features/x/" → "/features/x"; a path the routes cannot have is a usage error naming the nearest one they can. */
export function pagePath(input: string): string {
  const path = `/${input.trim().replace(/^\/+|\/+$/g, '')}`;
  if (path !== '/' && pathPattern.test(path)) return path;
  const suggestion = `/${input
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/(^|\/)-+|-+(?=\/|$)/g, '$1')
    .replace(/^\/+|\/+$/g, '')}`;
  throw new UsageError(
    `"${input}" cannot be a page path: use lowercase letters, digits and dashes, with / between parts, such as ${suggestion === '/' ? '/features/keyword-magic' : suggestion}.`,
  );
}

/** The page file new-page names after a path: /features/keyword-magic → features-keyword-magic. */
export const pageNameOf = (path: string) => path.slice(1).replaceAll('/', '-');

/** site.yaml as a Document with its text, refused when it does not parse. */
export function readSite(root: string): { site: Document.Parsed; text: string } {
  const text = readFileSync(join(root, 'site.yaml'), 'utf8');
  const site = parseDocument(text);
  if (site.errors.length > 0) throw new Refusal('site.yaml cannot be read; run npm run check and fix it first.');
  return { site, text };
}

export const routesOf = (site: Document.Parsed) => (site.get('routes') as YAMLSeq).items as YAMLMap[];

/** The route at `path` exactly, or a refusal naming the nearest route; `verb` says what was to be done. */
export function routeAt(site: Document.Parsed, path: string, verb: string): YAMLMap {
  const route = routesOf(site).find((candidate) => candidate.get('path') === path);
  if (route) return route;
  const guess = nearest(
    path,
    routesOf(site).map((candidate) => String(candidate.get('path'))),
  );
  throw new Refusal(
    `"${path}" is not a route in site.yaml, so there is no page to ${verb}.${guess ? ` Did you mean "${guess}"?` : ''}`,
  );
}

/**
 * Refuses a path that is a route, a redirect or a page's old path already, naming who has it.
 * Returns the page name of a route whose page file does not exist yet.
 */
export function refuseTaken(root: string, site: Document.Parsed, text: string, path: string): string | undefined {
  const lineOf = (node: unknown) => text.slice(0, (node as { range?: number[] }).range?.[0] ?? 0).split('\n').length;
  for (const route of routesOf(site)) {
    if (routeKey(String(route.get('path'))) === routeKey(path)) {
      if (!existsSync(join(root, 'pages', `${route.get('page')}.yaml`))) return String(route.get('page'));
      throw new Refusal(
        `"${path}" is already a route: it shows pages/${route.get('page')}.yaml (site.yaml line ${lineOf(route)}). Choose another path, or edit that page.`,
      );
    }
  }
  for (const redirect of ((site.get('redirects') as YAMLSeq | undefined)?.items ?? []) as YAMLMap[]) {
    if (routeKey(String(redirect.get('from'))) === routeKey(path)) {
      throw new Refusal(
        `"${path}" already sends visitors to ${redirect.get('to')} (redirects in site.yaml line ${lineOf(redirect)}). Choose another path, or remove that redirect first.`,
      );
    }
  }
  const pagesDir = join(root, 'pages');
  for (const file of existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
    : []) {
    const old: unknown = (() => {
      try {
        return parse(readFileSync(join(pagesDir, file), 'utf8'))?.redirectFrom;
      } catch {
        return undefined; // a broken page is npm run check's to report
      }
    })();
    if (Array.isArray(old) && old.some((from) => routeKey(String(from)) === routeKey(path))) {
      throw new Refusal(
        `"${path}" is an old path of pages/${file} (its redirectFrom), so visitors who open it are sent there. Choose another path, or remove it from that page's redirectFrom first.`,
      );
    }
  }
  return undefined;
}

/** A one-line { key: value } entry, written like the existing routes and links. */
export function flowMap(doc: Document, value: Record<string, string>) {
  const node = doc.createNode(value) as YAMLMap;
  node.flow = true;
  return node;
}

/** A flag of a command, with the value its usage and the "put -- first" hint show. */
type Flags = Record<string, { example: string }>;

/**
 * Runs a page command: parses its arguments and runs `main`, which prints what it did and
 * returns the exit code; a usage error exits 2 with the usage, a refusal 1, each on stderr.
 * Any other error is a defect and keeps its stack trace.
 */
export async function runPageCommand(
  name: string,
  usageArguments: string,
  flags: Flags,
  main: (positionals: string[], values: Record<string, string | undefined>) => Promise<number> | number,
) {
  const usage = `Usage: npm run ${name} -- ${usageArguments}`;
  try {
    // `npm run x --flag value` (no --) keeps --flag as npm's own setting, npm_config_flag, and
    // hands on only "value": the command would read the value as a path, so stop and explain.
    for (const [flag, { example }] of Object.entries(flags)) {
      if (process.env[`npm_config_${flag.replaceAll('-', '_')}`] !== undefined) {
        throw new UsageError(
          `npm took --${flag} for itself, so this command never saw it. Put -- before the arguments: npm run ${name} -- /path --${flag} ${example}`,
        );
      }
    }
    const { values, positionals } = (() => {
      try {
        const options = Object.fromEntries(
          [...Object.keys(flags), 'root'].map((flag) => [flag, { type: 'string' as const }]),
        );
        return parseArgs({ options, allowPositionals: true });
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    })();
    process.exitCode = await main(positionals, values as Record<string, string | undefined>);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof Refusal)) throw error;
    console.error(error.message);
    if (error instanceof UsageError) console.error(usage);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
