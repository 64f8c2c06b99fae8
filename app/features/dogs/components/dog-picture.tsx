import { useEffect, useRef, useState } from "react";
import { type DogImageWidth, dogImageSrcSet, dogImageUrl, dogPlaceholderImage } from "../images";
import "./dog-card.css";

export type PictureLoading = "priority" | "lazy";

export interface DogPictureProps {
  dogId: string;
  /** null: the dog has no picture, the placeholder stands in. */
  imageId: string | null;
  alt: string;
  widths: readonly DogImageWidth[];
  sizes: string;
  /** "priority": the first visible image (at once, high priority); "lazy": every other. */
  loading?: PictureLoading;
  className?: string;
}

/**
 * A square dog picture as AVIF or WebP from our image route, with explicit
 * dimensions (no layout shift) and the placeholder on error.
 * Give it a `key` per image where the image changes in place.
 */
export function DogPicture({ dogId, imageId, alt, widths, sizes, loading = "lazy", className }: DogPictureProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const largest = widths[widths.length - 1]!;
  const fallbackWidth = widths.find((width) => width >= 480) ?? largest;

  // An image that failed before hydration fired its error event unheard.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const common = {
    alt,
    width: largest,
    height: largest,
    loading: loading === "lazy" ? ("lazy" as const) : ("eager" as const),
    fetchPriority: loading === "priority" ? ("high" as const) : undefined,
    // The first picture is decoded with the frame it appears in (async decoding could paint it a frame later).
    decoding: loading === "priority" ? undefined : ("async" as const),
    className: className ? `dog-img ${className}` : "dog-img",
  };

  if (!imageId || failed) return <img src={dogPlaceholderImage} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={dogImageSrcSet(dogId, imageId, widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={dogImageSrcSet(dogId, imageId, widths, "webp")} sizes={sizes} />
      <img ref={image} src={dogImageUrl(dogId, imageId, fallbackWidth, "webp")} onError={() => setFailed(true)} {...common} />
    </picture>
  );
}
