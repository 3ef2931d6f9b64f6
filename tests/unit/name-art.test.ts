import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Monogram } from '../../src/components/ui/Monogram.tsx';
import { hashName, initialsOf, pickFor } from '../../src/lib/name-art.ts';

describe('name-art', () => {
  it('draws the same name the same way every time, and different names differently', () => {
    expect(hashName('Maya Lindqvist')).toBe(hashName('Maya Lindqvist'));
    const names = ['Maya Lindqvist', 'Tomás Ruiz', 'Priya Natarajan', 'Jonas Weber', 'Aiko Tanaka', 'Sam Okafor'];
    expect(new Set(names.map((name) => pickFor(name, [0, 1, 2, 3, 4, 5]))).size).toBeGreaterThan(2);
  });

  it('takes the initials of the first and last words, skipping words without letters', () => {
    expect(initialsOf('Maya Lindqvist')).toBe('ML');
    expect(initialsOf('Dr. Ana María de la Cruz')).toBe('DC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Ola Nordmann - 2024')).toBe('ON');
  });

  it('renders a monogram whose gradient reference points at its own gradient', () => {
    const html = renderToStaticMarkup(createElement(Monogram, { name: 'Maya Lindqvist' }));
    const id = /<linearGradient id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/^[\w-]+$/);
    expect(html).toContain(`fill="url(#${id})"`);
    expect(html).toContain('>ML</text>');
  });
});
