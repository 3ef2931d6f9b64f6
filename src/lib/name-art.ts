// Generated art for names that have no picture (testimonial authors, publications, customers):
// the same name always draws the same way, on the server and in the browser, so hydration matches.

/** FNV-1a: a small, stable 32-bit hash of a name. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Picks one of `options` for `name`; `salt` lets one name pick independently from several lists. */
export function pickFor<T>(name: string, options: readonly T[], salt = 0): T {
  return options[(hashName(name) >>> (salt * 4)) % options.length]!;
}

/** Up to two initials: the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words.at(-1)![0] : '';
  return (first + last).toUpperCase();
}
