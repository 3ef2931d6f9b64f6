// The build draws the text of the product drawings with the Inter font files alone
// (scripts/build/responsive-images.ts): a character Inter lacks would come out as an empty box.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { interFont } from '../../scripts/build/inter-font.ts';

const imagesDir = join(import.meta.dirname, '..', '..', 'public', 'images');
const draw = (text: string) =>
  Buffer.from(
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text x="5" y="30" font-size="28">${text}</text></svg>`,
      { font: interFont },
    ).render().pixels,
  ).toString('base64');

describe('the text of the product drawings', () => {
  it('uses only characters the Inter font draws', () => {
    const box = draw('\u{10FFFD}'); // a private-use character: no font has it
    expect(draw('A')).not.toBe(box);
    const missing: string[] = [];
    for (const file of readdirSync(imagesDir).filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(join(imagesDir, file), 'utf8');
      const characters = new Set(
        [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)/g)].flatMap((match) => [...match[1]]),
      );
      for (const character of characters)
        if (character.codePointAt(0)! > 0x7e && draw(character) === box)
          missing.push(
            `public/images/${file}: "${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase()}) is not in Inter; draw it as a <path> or use a character Inter has`,
          );
    }
    expect(missing).toEqual([]);
  });
});
