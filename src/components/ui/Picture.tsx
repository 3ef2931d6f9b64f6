import type { Image } from '../../generated/types.ts';

/** Written into the page data by the build (scripts/build/responsive-images.ts) for raster images and drawings with text. */
export type PictureData = Image & { sources?: { type: string; srcSet: string }[] };

// No image is shown wider than the widest content column (64rem); a phone's is the screen.
const sizes = '(min-width: 1024px) 1024px, 100vw';

/**
 * An image with its width and height, so the page keeps its place for it while it loads; when
 * the build made smaller WebP/AVIF copies, inside a <picture> that lets the browser pick one.
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
      // A drawing (the product mock-ups are SVGs drawn light) gets the dark theme's treatment in theme.css.
      className={[/\.svg$/i.test(image.src) && 'drawing', className].filter(Boolean).join(' ') || undefined}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
