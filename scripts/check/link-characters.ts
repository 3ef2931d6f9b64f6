// Characters no link or redirect target may hold. Each would end or change what the build
// writes the address into: an HTML attribute (quotes, < and >), a line of _redirects (spaces,
// line breaks) or an nginx directive (those, backslashes and $ variables). The check refuses
// them with a located problem; the writers refuse them again as a last guard.

/** How to write each refused printable character in an address instead. */
const encoded: Record<string, string> = {
  ' ': '%20',
  '"': '%22',
  "'": '%27',
  '<': '%3C',
  '>': '%3E',
  '`': '%60',
  '\\': '%5C',
  $: '%24',
};
const names: Record<string, string> = {
  ' ': 'a space',
  '"': 'a double quote (")',
  "'": "a single quote (')",
  '`': 'a backquote (`)',
  '\\': 'a backslash (\\)',
  $: 'a dollar sign ($)',
};
const refused = /[\s"'<>`\\$\u0000-\u001f\u007f-\u009f]/;

interface UnsafeCharacter {
  /** What the character is, for a message: 'a space', 'a line break', '"<"'. */
  what: string;
  /** How to repair the address: every refused character encoded, or removed where it has no place. */
  fix: string;
}

export function unsafeCharacter(address: string): UnsafeCharacter | undefined {
  const character = refused.exec(address)?.[0];
  if (character === undefined) return undefined;
  const repaired = JSON.stringify(address.replace(new RegExp(refused.source, 'g'), (found) => encoded[found] ?? ''));
  if (encoded[character])
    return { what: names[character] ?? `"${character}"`, fix: `write it as ${encoded[character]}: ${repaired}` };
  if (character === '\n' || character === '\r') return { what: 'a line break', fix: `remove it: ${repaired}` };
  if (character === '\t') return { what: 'a tab', fix: `remove it: ${repaired}` };
  const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return {
    what: `${/\s/.test(character) ? 'an invisible space' : 'a control character'} (U+${code})`,
    fix: `remove it: ${repaired}`,
  };
}

/** The writers' guard: an address the check should have refused stops the build here. */
export function assertWritable(address: string, file: string): string {
  const unsafe = unsafeCharacter(address);
  if (unsafe)
    throw new Error(
      `${JSON.stringify(address)} contains ${unsafe.what}, so it cannot be written to ${file}. npm run check refuses it: run it and apply its fix.`,
    );
  return address;
}
