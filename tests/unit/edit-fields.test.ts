// The editor's number-or-text fields (a plan's price: 29, or the fact "{premiumPrice}") keep a
// typed number as a number, which is what the schema takes.
import { describe, expect, it } from 'vitest';
import { numberOrText, uiFor } from '../../editor/fields.tsx';

describe('a price typed in the editor', () => {
  it('is saved as a number when it reads as one, as a text when it names a fact', () => {
    expect(numberOrText('39')).toBe(39);
    expect(numberOrText(' 29.99 ')).toBe(29.99);
    expect(numberOrText('{premiumPrice}')).toBe('{premiumPrice}');
    expect(numberOrText('')).toBeUndefined();
  });
  it('gets the number-or-text field wherever the schema takes either', () => {
    const plan = { properties: { price: { type: ['number', 'string'] }, name: { type: 'string' } } };
    expect(uiFor(plan)).toEqual({ price: { 'ui:widget': 'numberOrText' }, name: {} });
  });
});
