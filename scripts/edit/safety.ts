// What the editor's server refuses before it reads or writes anything. It listens on the
// loopback address only, and another site open in the editor's browser must not drive it:
// a request naming any other Host or Origin is refused (a DNS-rebinding page names its own).
import { lstatSync } from 'node:fs';
import { isAbsolute, join, normalize, relative } from 'node:path';

export class Refused extends Error {
  constructor(
    readonly status: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

/** Host `127.0.0.1:PORT` or `localhost:PORT`, and Origin (when sent) the same, or a 403. */
export function checkOrigin(headers: { host?: string; origin?: string }, port: number) {
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!headers.host || !own.includes(headers.host))
    throw new Refused(403, `Refused: the request names the host "${headers.host ?? ''}", not this editor.`);
  if (headers.origin !== undefined && !own.map((host) => `http://${host}`).includes(headers.origin))
    throw new Refused(403, `Refused: a page from ${headers.origin} may not use this editor.`);
}

/** A request path with ".." (typed or %-encoded) names something outside what it asks for: 400. */
export function checkUrl(url: string) {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    throw new Refused(400, 'Refused: the address is not valid.');
  }
  if (decoded.split(/[/\\?&=]/).includes('..'))
    throw new Refused(400, 'Refused: a path with ".." leaves the files the editor may change.');
}

/** The files the editor writes: site.yaml, pages/<name>.yaml and public/images/<name>. */
const editable = [/^site\.yaml$/, /^pages\/[a-z0-9][a-z0-9-]*\.yaml$/, /^public\/images\/[a-z0-9][a-z0-9._-]*$/];

/**
 * The absolute path of a project file the editor may read or write, or a 400: a path with "..",
 * one outside site.yaml, pages/*.yaml and public/images/, or a symbolic link anywhere on the way.
 */
export function editablePath(root: string, file: string): string {
  const clean = normalize(file).split('\\').join('/');
  if (file.split(/[/\\]/).includes('..') || isAbsolute(file) || !editable.some((pattern) => pattern.test(clean)))
    throw new Refused(400, `Refused: "${file}" is not site.yaml, a pages/*.yaml file or a file in public/images/.`);
  const absolute = join(root, clean);
  if (relative(root, absolute).startsWith('..')) throw new Refused(400, `Refused: "${file}" is outside the project.`);
  // lstat each step: a link could lead out of the project, so none is followed.
  let at = root;
  for (const part of clean.split('/')) {
    at = join(at, part);
    if (lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new Refused(
        400,
        `Refused: "${relative(root, at)}" is a symbolic link; the editor writes only plain files.`,
      );
  }
  return absolute;
}
