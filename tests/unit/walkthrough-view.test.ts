import { describe, expect, it } from 'vitest';
import { dwell, framing, screenBox, stage, tileSizes } from '../../src/components/walkthrough-view.ts';

// How a walkthrough tile frames its steps (src/components/Walkthrough.tsx): the zoom, what part of the
// stage it shows, the ring, and the picture's `sizes` for the layout of one or more tiles.
const whole = screenBox(stage, stage);
const wide = screenBox(1200 / 750, stage); // the dashboard's shape on the 4:3 stage

describe('a walkthrough step', () => {
  it('without a focus shows the whole screen, unzoomed and without a ring', () => {
    expect(framing(undefined, whole)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('zooms until its focus fills the stage but for a margin, and rings the focus', () => {
    const { zoom, x, y, ring } = framing({ x: 10, y: 20, width: 40, height: 20 }, whole);
    expect(zoom).toBeCloseTo(1 / 0.46);
    expect(ring!.width).toBeCloseTo(0.4 * zoom);
    // The focus is in view, centred across, its ring inside the stage.
    expect(x).toBeCloseTo(0.3 - 0.5 / zoom);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(ring!.x + ring!.width / 2).toBeCloseTo(0.5);
    expect(ring!.y + ring!.height).toBeLessThanOrEqual(1);
  });

  it('zooms no further than 2.5 times on a small focus', () => {
    expect(framing({ x: 40, y: 40, width: 5, height: 5 }, whole).zoom).toBe(2.5);
  });

  it('keeps the view on a wider screen, not on the band above it', () => {
    expect(wide.y).toBeGreaterThan(0);
    const { y } = framing({ x: 66, y: 0, width: 30, height: 8 }, wide);
    expect(y).toBeCloseTo(wide.y);
  });

  it('cuts a focus that reaches past the screen at its edge', () => {
    const { ring, zoom } = framing({ x: 80, y: 0, width: 40, height: 40 }, whole);
    expect(ring!.width).toBeCloseTo(0.2 * zoom);
    expect(ring!.x + ring!.width).toBeCloseTo(1);
  });

  it('stays long enough to read its caption, within 4 to 8 seconds', () => {
    expect(dwell('Short.')).toBe(4000);
    expect(dwell('x'.repeat(60))).toBe(2500 + 45 * 60);
    expect(dwell('x'.repeat(160))).toBe(8000);
  });
});

describe("a walkthrough picture's sizes", () => {
  it('for one tile: the 48rem column, else the page less its padding', () => {
    expect(tileSizes(1, 0)).toBe(
      '(min-width: 816px) calc(768px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('for three tiles: a third of the row on a desktop, the first alone and two halves on a tablet', () => {
    const first = tileSizes(3, 0).split(', ');
    const third = tileSizes(3, 2).split(', ');
    expect(first[0]).toBe('(min-width: 1280px) calc((1216px - 48px) / 3)');
    expect(first[2]).toBe('(min-width: 768px) calc(100vw - 48px)');
    expect(third[2]).toBe('(min-width: 768px) calc((100vw - 48px - 24px) / 2)');
    expect(third.at(-1)).toBe('calc(100vw - 32px)');
  });

  it('grows with the zoom once the walkthrough starts, so the copy fetched stays sharp', () => {
    expect(tileSizes(3, 0, 2.25).split(', ')[0]).toBe('(min-width: 1280px) calc((1216px - 48px) / 3 * 2.25)');
  });
});
