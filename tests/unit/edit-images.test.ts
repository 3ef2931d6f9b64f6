// The name npm run edit gives an image it copies into public/images/: lower-case ASCII letters,
// digits and dashes, the extension of what the file really is, and never a taken name.
import { describe, expect, it } from 'vitest';
import { imageFileName } from '../../scripts/edit/images.ts';

const free = () => false;

describe('imageFileName', () => {
  it('keeps letters and digits of the name, lower case, with dashes between the words', () => {
    expect(imageFileName('Team Photo (1).PNG', 'png', free)).toBe('team-photo-1.png');
    expect(imageFileName('my_file.name.v2.webp', 'webp', free)).toBe('my-file-name-v2.webp');
    expect(imageFileName('Café Menü.JPG', 'jpg', free)).toBe('cafe-menu.jpg');
    expect(imageFileName('--Hero--  shot--.svg', 'svg', free)).toBe('hero-shot.svg');
  });

  it('takes the extension from what the file is, not from its name', () => {
    expect(imageFileName('photo.png', 'jpg', free)).toBe('photo.jpg');
    expect(imageFileName('screenshot', 'avif', free)).toBe('screenshot.avif');
  });

  it('keeps no folder of the name, and names a file without usable letters "image"', () => {
    expect(imageFileName('../../etc/passwd', 'png', free)).toBe('passwd.png');
    expect(imageFileName('C:\\Users\\me\\Logo.svg', 'svg', free)).toBe('logo.svg');
    expect(imageFileName('日本.png', 'png', free)).toBe('image.png');
    expect(imageFileName('.png', 'png', free)).toBe('image.png');
  });

  it('cuts a long name at 60 characters, at no dash', () => {
    const name = imageFileName(`${'a'.repeat(59)}-b-c.png`, 'png', free);
    expect(name).toBe(`${'a'.repeat(59)}.png`);
  });

  it('never names a file that is there: -2, -3 and on are added', () => {
    const taken = new Set(['logo.svg', 'logo-2.svg']);
    expect(imageFileName('Logo.svg', 'svg', (name) => taken.has(name))).toBe('logo-3.svg');
    expect(imageFileName('logo.png', 'png', (name) => taken.has(name))).toBe('logo.png');
  });
});
