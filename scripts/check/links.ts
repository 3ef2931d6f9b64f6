// Decides whether a link or image reference in the data is safe and leads somewhere real.
import { existsSync, lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeHTML } from 'entities';
import { renameFix, safeName, unsafeImagePath } from './images.ts';
import { unsafeCharacter } from './link-characters.ts';
import { wrongKind } from './load.ts';
import type { Problem } from '../lib/problems.ts';
import { routeKey } from '../lib/route-paths.ts';
import { nearest } from './validate.ts';

export interface LinkTargets {
  /** Declared route paths. */
  routes: Set<string>;
  /** Ids each route renders, for #fragment checks. */
  anchors: Map<string, Set<string>>;
  /** Old path → current path, from pages' redirectFrom. */
  moved: Map<string, string>;
}

export type Verdict = { ok: true } | { ok: false; message: string; fix: string };

const ok: Verdict = { ok: true };

/** The scheme as a browser would read it: entities decoded, control characters and spaces dropped. */
function schemeOf(href: string): string | undefined {
  const cleaned = decodeHTML(href)
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
}

export function checkLink(href: string, currentPath: string, targets: LinkTargets): Verdict {
  const scheme = schemeOf(href);
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript') {
    return {
      ok: false,
      message: `"${href}" is a ${scheme}: link, which can run code in visitors' browsers.`,
      fix: 'link to a page path such as /contact or to an https:// address.',
    };
  }
  if (scheme === 'https' && !URL.canParse(href)) {
    return {
      ok: false,
      message: `"${href}" is not a valid web address.`,
      fix: 'check for spaces or missing parts, such as https://example.com/page.',
    };
  }
  const unsafe = unsafeCharacter(href);
  if (unsafe) {
    return {
      ok: false,
      message: `${JSON.stringify(href)} contains ${unsafe.what}, which a link cannot hold.`,
      fix: unsafe.fix,
    };
  }
  if (href.startsWith('//') || href.startsWith('\\\\')) {
    return {
      ok: false,
      message: `"${href}" has no scheme, so browsers treat it as another website.`,
      fix: `write the full address: https:${href}`,
    };
  }
  if (scheme === 'http') {
    return {
      ok: false,
      message: `"${href}" is an insecure http: link.`,
      fix: `use https: ${href.replace(/^http:/i, 'https:')}`,
    };
  }
  if (scheme === 'https') return ok;
  if (scheme === 'mailto' || scheme === 'tel') return ok;
  if (scheme) {
    return {
      ok: false,
      message: `"${href}" uses the ${scheme}: scheme, which the site does not link to.`,
      fix: 'use a page path starting with /, or an https:, mailto: or tel: address.',
    };
  }
  if (href.startsWith('#')) return checkFragment(currentPath, href.slice(1), targets);
  if (!href.startsWith('/')) {
    return {
      ok: false,
      message: `"${href}" is a relative link, which changes meaning from page to page.`,
      fix: `start it with /, for example "/${href.replace(/^\.?\/?/, '')}".`,
    };
  }
  const [pathAndQuery, fragment] = href.split('#', 2);
  const path = pathAndQuery.split('?')[0];
  if (!targets.routes.has(path)) {
    const renamed = targets.moved.get(path);
    if (renamed) {
      return {
        ok: false,
        message: `"${path}" is an old path; the page moved to "${renamed}".`,
        fix: `link to "${renamed}${fragment ? `#${fragment}` : ''}" instead.`,
      };
    }
    const same = [...targets.routes].find((route) => routeKey(route) === routeKey(path));
    const guess = same ?? nearest(path, [...targets.routes]);
    return {
      ok: false,
      message: `"${path}" is not a route.`,
      fix: guess ? `did you mean "${guess}"?` : 'add the route to site.yaml, or link to an existing page.',
    };
  }
  return fragment === undefined ? ok : checkFragment(path, fragment, targets);
}

/**
 * A form's address (site.yaml forms): an https:// address, or a path on the site's own server,
 * which is an endpoint rather than a page and so is not looked up among the routes. The origin
 * joins the Content-Security-Policy, so a host must be plain letters, digits, dots and dashes.
 */
/** An https origin a form may send to: nothing in it can end a CSP directive or an attribute. */
export const formOriginPattern = /^https:\/\/[a-z0-9.-]+(:\d+)?$/;

export function checkFormAction(action: string): Verdict {
  const verdict = formActionShape(action);
  const unsafe = verdict.ok ? unsafeCharacter(action) : undefined;
  return unsafe
    ? {
        ok: false,
        message: `${JSON.stringify(action)} contains ${unsafe.what}, which an address cannot hold.`,
        fix: unsafe.fix,
      }
    : verdict;
}

function formActionShape(action: string): Verdict {
  if (/^\/(?![/\\])\S*$/.test(action)) return ok;
  const scheme = schemeOf(action);
  if (scheme === 'http') {
    return {
      ok: false,
      message: `"${action}" is an insecure http: address, so visitors' messages would travel unencrypted.`,
      fix: `use https: ${action.replace(/^http:/i, 'https:')}`,
    };
  }
  if (
    scheme === 'https' &&
    URL.canParse(action) &&
    formOriginPattern.test(new URL(action).origin) &&
    !/\s/.test(action)
  )
    return ok;
  return {
    ok: false,
    message: `"${action}" is not an https:// address or a path on this site.`,
    fix: 'write a full https:// address, such as https://forms.example.com/f/contact, or a path on this site starting with /, such as /api/contact.',
  };
}

function checkFragment(path: string, fragment: string, targets: LinkTargets): Verdict {
  const ids = targets.anchors.get(path);
  // A page that failed its own checks has no known ids; its problems are reported already.
  if (!ids || ids.has(fragment)) return ok;
  const guess = nearest(fragment, [...ids]);
  return {
    ok: false,
    message: `"#${fragment}" is not an id on the page ${path}.`,
    fix: guess
      ? `did you mean "#${guess}"?`
      : `link to one of its ids (${[...ids].map((id) => `#${id}`).join(', ')}), give a section on that page "id: ${fragment}", or remove the #part.`,
  };
}

const listings = new Map<string, string[] | undefined>();
function list(dir: string): string[] | undefined {
  if (!listings.has(dir)) listings.set(dir, existsSync(dir) ? readdirSync(dir) : undefined);
  return listings.get(dir);
}

/** Checks the file exists with this exact letter case, which static hosts on Linux require, under a name safe in web addresses. */
export function checkImage(src: string, publicDir: string): Verdict {
  if (!src.startsWith('/')) {
    return {
      ok: false,
      message: `"${src}" must be a path under public/ starting with /.`,
      fix: `write "/${src.replace(/^(\.\/)?(public\/)?/, '')}".`,
    };
  }
  let dir = publicDir;
  const parts = src.slice(1).split('/');
  for (const [index, part] of parts.entries()) {
    const names = list(dir);
    if (!names?.includes(part)) {
      // The file is there under an unsafe name ("Team Photo.PNG" for team-photo.png): name the rename.
      const unsafe = names?.find((name) => safeName(name) === safeName(part) && name !== safeName(name));
      if (unsafe) {
        const onDisk = `/${[...parts.slice(0, index), unsafe, ...parts.slice(index + 1)].join('/')}`;
        return {
          ok: false,
          message: `"${src}" does not exist under public/; the file there is named "${unsafe}".`,
          fix: renameFix(onDisk),
        };
      }
      const other = names?.find((name) => name.toLowerCase() === part.toLowerCase()) ?? nearest(part, names ?? []);
      const corrected = `/${[...parts.slice(0, index), other, ...parts.slice(index + 1)].join('/')}`;
      return {
        ok: false,
        message: `"${src}" does not exist under public/.`,
        fix: other
          ? `did you mean "${corrected}" (letter case must match exactly)?`
          : 'add the file to public/ or correct the path.',
      };
    }
    dir = join(dir, part);
  }
  return src === safeName(src) ? ok : unsafeImagePath(src);
}

/** Every entry of public/ that is not a plain file or folder: the site publishes all of public/, not only what pages link to. */
export function checkPublicFolder(publicDir: string, root: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (absolute: string, entry: Stats | Dirent) => {
    if (entry.isDirectory()) {
      for (const child of readdirSync(absolute, { withFileTypes: true })) walk(join(absolute, child.name), child);
      return;
    }
    const wrong = wrongKind(relative(root, absolute).split('\\').join('/'), entry, 'file');
    if (wrong) problems.push(wrong);
  };
  const top = lstatSync(publicDir, { throwIfNoEntry: false });
  if (top) walk(publicDir, top);
  return problems;
}
