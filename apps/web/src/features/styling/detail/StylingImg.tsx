import type { StylingImage } from '@maru/domain';

interface Props {
  image: StylingImage;
  sizes: string;
  /** The first screen's picture loads at once and first; the rest when scrolled near. */
  eager?: boolean;
  className?: string;
}

/** A room photo with every rendered width and its size, so the page keeps its place while it loads. */
export function StylingImg({ image, sizes, eager = false, className }: Props) {
  return (
    <img
      src={image.sources[1]?.url ?? image.url}
      srcSet={image.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
