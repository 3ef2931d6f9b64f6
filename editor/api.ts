// The edit server's JSON API, as the page calls it.
// The checker's own problem type: the editor shows what npm run check prints (types only, erased).
import type { Problem } from '../scripts/lib/problems.ts';

export type { Problem };
export interface Route {
  path: string;
  page: string;
}
export interface SectionKind {
  type: string;
  description: string;
  example: Record<string, unknown>;
  schema: any;
}
export interface Start {
  routes: Route[];
  templates: string[];
  /** The menu groups New page can link from, as new-page's --nav, --footer, --docs and --tab take them. */
  menus: { nav: string[]; footer: string[]; docs: string[]; tabs: Record<string, string[]> };
  /** The last page command, while it can be undone. */
  commandUndo?: string;
  sections: SectionKind[];
  schemas: { page: any; site: any };
}
export interface OpenFile {
  path: string;
  data: any;
  hash: string;
  undo: boolean;
}

/** An answer that is not 200: its status and the server's body (message, problems). */
export class Failed extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; problems?: Problem[]; warnings?: Problem[] },
  ) {
    super(body.message ?? `The editor's server answered ${status}.`);
  }
}

/** A GET without a body; a POST of the body as JSON, or as it is when it is a file. */
export async function call<T>(path: string, body?: unknown): Promise<T> {
  const file = body instanceof Blob;
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': file ? 'application/octet-stream' : 'application/json' },
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Failed(response.status, answer);
  return answer as T;
}
