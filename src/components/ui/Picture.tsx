import type { Image } from '../../generated/types.ts';
import { darkDrawingSrc, hasDarkCopy } from '../../lib/drawings.ts';

/** The copies of an image the build made, by format, for <source> (scripts/build/responsive-images.ts). */
export type Sources = { type: string; srcSet: string }[];

/** Written into the page data by the build (scripts/build/responsive-images.ts) for raster images and drawings with text. */
export type PictureData = Image & { sources?: Sources; darkSources?: Sources };

// No image is shown wider than the widest content column (64rem); a phone's is the screen.
const sizes = '(min-width: 1024px) 1024px, 100vw';

/**
 * An image with its width and height, so the page keeps its place for it while it loads; when
 * the build made smaller WebP/AVIF copies, inside a <picture> that lets the browser pick one.
 * A drawing comes twice, the light one and its dark copy, and theme.css shows the one of the
 * theme: the header's theme button can differ from the system's choice, which <source media>
 * would follow. The dark one is lazy, so a light page never fetches it.
 */
export function Picture({
  image,
  className,
  eager = false,
}: {
  image: PictureData;
  className?: string;
  eager?: boolean;
}) {
  if (!hasDarkCopy(image.src)) return <OnePicture image={image} className={className} eager={eager} />;
  return (
    <>
      <OnePicture image={image} className={className} eager={eager} theme="drawing-light" />
      <OnePicture
        image={{ ...image, src: darkDrawingSrc(image.src), sources: image.darkSources }}
        className={className}
        theme="drawing-dark"
      />
    </>
  );
}

function OnePicture({
  image,
  className,
  eager = false,
  theme,
}: {
  image: PictureData;
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
