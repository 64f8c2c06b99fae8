import type { GalleryImage } from "~/db/schema/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { type MediaBucket, resolveMediaUrl } from "~/features/media/media-url";
import { pickLocale } from "./localized";
import { contentServerTexts } from "./texts";

/** A gallery picture as a page shows it in one language: its URL, its alt text and its caption. */
export interface ShownPicture {
  src: string;
  alt: string;
  caption: string | null;
}

/**
 * The gallery of a post or guide in one language, by position (`[image:N]` counts them): null where a picture
 * is none (a placeholder value). Its alt text is the editor's description; without one, a captioned picture's
 * is empty (the caption names the figure, a screen reader would read it twice), any other is named by the
 * item's title and its number.
 */
export function galleryPictures(
  images: readonly GalleryImage[],
  bucket: MediaBucket,
  locale: Locale,
  title: string,
): (ShownPicture | null)[] {
  return images.map((image, index) => {
    const src = resolveMediaUrl(bucket, image.url);
    if (!src) return null;
    const caption = pickLocale(locale, image.caption_de, image.caption_es)?.trim() || null;
    const described = pickLocale(locale, image.alt_de, image.alt_es)?.trim();
    const alt = described || (caption ? "" : format(contentServerTexts[locale].galleryImageAlt, { title, number: index + 1 }));
    return { src, alt, caption };
  });
}
