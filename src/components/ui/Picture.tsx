import type { Image } from '../../generated/types.ts';
import { darkDrawingSrc, hasDarkCopy } from '../../lib/drawings.ts';

/** The copies of an image the build made, by format, for <source> (scripts/build/responsive-images.ts). */
export type Sources = { type: string; srcSet: string }[];

/** Written into the page data by the build (scripts/build/responsive-images.ts) for raster images and drawings with text. */
export type PictureData = Image & { sources?: Sources; darkSources?: Sources };

/**
 * How wide a picture is shown, for the browser to pick the copy it downloads (`sizes`): `wide`,
 * the section's own column from 1024 px up, and below that the page's width less its padding
 * (`container-page`). One "1024px" for every picture had a desktop download the 1,440-pixel copy
 * of a 612-pixel hero. tests/e2e/image-sizes.spec.ts checks each kind against the layout.
 */
export const shownAt = (wide: string) => `${wide}, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)`;

/** A picture in the 768-pixel reading column (the tab panels, the docs articles). */
export const inReadingColumn = shownAt('(min-width: 816px) 768px');

/**
 * An image with its width and height, so the page keeps its place for it while it loads; when
 * the build made smaller WebP/AVIF copies, inside a <picture> that lets the browser pick one.
 * A drawing comes twice, the light one and its dark copy, and theme.css shows the one of the
 * theme: the header's theme button can differ from the system's choice, which <source media>
 * would follow. The dark one is lazy, so a light page never fetches it.
 */
export function Picture({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: PictureData;
  /** shownAt(…) */
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (!hasDarkCopy(image.src)) return <OnePicture image={image} sizes={sizes} className={className} eager={eager} />;
  return (
    <>
      <OnePicture image={image} sizes={sizes} className={className} eager={eager} theme="drawing-light" />
      <OnePicture
        image={{ ...image, src: darkDrawingSrc(image.src), sources: image.darkSources }}
        sizes={sizes}
        className={className}
        theme="drawing-dark"
      />
    </>
  );
}

function OnePicture({
  image,
  sizes,
  className,
  eager = false,
  theme,
}: {
  image: PictureData;
  sizes: string;
  className?: string;
  eager?: boolean;
  theme?: string;
}) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      // The first screen's image is what a phone shows as its largest paint: fetch it first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      // The theme's class goes on the outer element: a hidden <img> would leave its <picture> in the layout.
      className={[!image.sources && theme, className].filter(Boolean).join(' ') || undefined}
    />
  );
  if (!image.sources) return img;
  return (
    <picture className={theme}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
