// Where a page shows images that the build's image step (scripts/build/responsive-images.ts)
// makes copies of. Apart from that step, so the check can note, in a page's summary, whether it
// shows any: a rebuild then reads only those pages' data to plan the copies.
import { type MockupName, mockups } from '../../src/lib/mockups.ts';

const raster = /\.(png|jpe?g|webp|avif)$/i;
export const drawing = /\.svg$/i;

export type Source = { type: string; srcSet: string };
export type Copies = { sources?: Source[]; fallback?: string; darkSources?: Source[] };

/** An image the pages show, and how to write its copies into their data. */
type Found = { src: string; use: (copies: Copies) => void };

/**
 * Image objects (a raster or SVG `src` with width and height) anywhere in the pages' data, and
 * mock-ups named there (`mockup: name`, drawn from src/lib/mockups.ts), which get `mockupSources`.
 */
export function imagesIn(data: unknown, found: Found[] = []): Found[] {
  if (Array.isArray(data)) for (const item of data) imagesIn(item, found);
  else if (data && typeof data === 'object') {
    const object = data as {
      src?: unknown;
      width?: unknown;
      sources?: Source[];
      darkSources?: Source[];
      mockup?: unknown;
      mockupSources?: Source[];
      mockupDarkSources?: Source[];
    };
    if (
      typeof object.src === 'string' &&
      (raster.test(object.src) || drawing.test(object.src)) &&
      typeof object.width === 'number'
    )
      found.push({
        src: object.src,
        use: ({ sources, fallback, darkSources }) => {
          if (sources) object.sources = sources;
          if (darkSources) object.darkSources = darkSources;
          if (fallback) object.src = fallback;
        },
      });
    else {
      if (typeof object.mockup === 'string' && Object.hasOwn(mockups, object.mockup))
        found.push({
          src: mockups[object.mockup as MockupName].src,
          use: ({ sources, darkSources }) => {
            if (sources) object.mockupSources = sources;
            if (darkSources) object.mockupDarkSources = darkSources;
          },
        });
      for (const value of Object.values(data)) imagesIn(value, found);
    }
  }
  return found;
}
