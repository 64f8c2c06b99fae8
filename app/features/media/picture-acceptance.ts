/**
 * Which uploaded pictures we take: JPEG, PNG, WebP or AVIF, decided by the bytes
 * (what sharp reads from the file's header), never by the file's name or the browser's type.
 */

/** 20 MB a picture: a photo straight from a phone fits. */
export const maxPictureBytes = 20 * 1024 * 1024;

/** Pictures taken in one save (a post's main picture and new gallery pictures together). */
export const maxPicturesPerSave = 6;

/** What a form's text fields may take together (two bodies of rich text and the rest). */
export const maxFormFieldBytes = 4 * 1024 * 1024;

/** A form with its pictures: each picture's limit times their number, and the text fields. */
export const maxPictureFormBytes = maxPicturesPerSave * maxPictureBytes + maxFormFieldBytes;

/**
 * The longest side a stored original keeps: larger photos are scaled down to it (WordPress's threshold for big
 * images). The largest copy a page asks for is 1600 px wide; a phone's 48 megapixels, turned upright at full size,
 * took 424 MB of the picture library's memory, scaled to this 56 MB (decision 0033).
 */
export const maxStoredSide = 2560;

/** 120 megapixels: more than any phone camera's usual mode; bounds the memory one picture can take. */
export const maxPicturePixels = 120_000_000;

export const pictureFormats = ["jpeg", "png", "webp", "avif"] as const;
export type PictureFormat = (typeof pictureFormats)[number];

export const pictureContentTypes: Record<PictureFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export const pictureExtensions: Record<PictureFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** For the `accept` attribute of the file control: a phone offers its photos (an iPhone sends them as JPEG). */
export const acceptedPictureTypes = Object.values(pictureContentTypes).join(",");

/** Why a picture was not taken; each has a text for the editor (texts.ts). */
export type PictureRefusal =
  "missing" | "too-large" | "too-many-pictures" | "heic" | "unsupported-format" | "not-a-picture" | "too-many-pixels" | "busy";

/** What sharp's metadata says of a file's header (undefined: sharp could not read it at all). */
export interface PictureHeader {
  format?: string;
  /** For HEIF containers: "av1" is AVIF, "hevc" is an iPhone's HEIC. */
  compression?: string;
  width?: number;
  height?: number;
}

export type PictureDecision = { format: PictureFormat } | { refusal: PictureRefusal };

export function decidePicture(header: PictureHeader | undefined): PictureDecision {
  if (!header?.format || !header.width || !header.height) return { refusal: "not-a-picture" };
  const format = header.format === "heif" ? (header.compression === "av1" ? "avif" : "heic") : header.format;
  if (format === "heic") return { refusal: "heic" };
  if (!(pictureFormats as readonly string[]).includes(format)) return { refusal: "unsupported-format" };
  if (header.width * header.height > maxPicturePixels) return { refusal: "too-many-pixels" };
  return { format: format as PictureFormat };
}
