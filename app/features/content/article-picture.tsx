import type { ImgHTMLAttributes } from "react";
import { variantFormats, variantContentType } from "~/features/media/variant-format";
import { hasVariants, variantSrcSet } from "~/features/media/variant-url";

export interface ArticlePictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** The picture's width in the layout, per breakpoint (the `sizes` attribute): the browser picks its copy by it. */
  sizes: string;
}

/**
 * An article picture (card, hero, gallery): a stored picture as AVIF or WebP at the width the layout
 * needs (the original stays the `<img>`'s source); an absolute link to another site as it is.
 */
export function ArticlePicture({ src, sizes, alt, ...image }: ArticlePictureProps) {
  if (!hasVariants(src)) return <img src={src} alt={alt} {...image} />;
  return (
    <picture>
      {variantFormats.map((format) => (
        <source key={format} type={variantContentType(format)} srcSet={variantSrcSet(src, format)} sizes={sizes} />
      ))}
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}
