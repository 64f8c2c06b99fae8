/**
 * Public media buckets of the spec (spec 2 §3): files live under
 * `${DATA_DIR}/media/<bucket>/…` and are served by our own route.
 */
export const mediaBuckets = ["blog-images", "guide-images"] as const;
export type MediaBucket = (typeof mediaBuckets)[number];

/** URL prefix of the media route (server/app.ts mounts it). */
export const mediaUrlPrefix = "/media";

/** An empty value or the stock placeholder file ("/placeholder.svg" and the like) stands for "no image" (spec 2 §5). */
export function isPlaceholderImage(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" || /(^|\/)placeholder\.(svg|png|jpe?g|webp|gif)$/i.test(trimmed.split(/[?#]/)[0]!);
}

/**
 * The URL of an image value: an absolute link (starting with "http") is kept,
 * anything else is a storage path in the bucket and resolves to our media
 * route; placeholders resolve to null.
 */
export function resolveMediaUrl(bucket: MediaBucket, value: string | null | undefined): string | null {
  if (isPlaceholderImage(value)) return null;
  const trimmed = value!.trim();
  if (trimmed.startsWith("http")) return trimmed;
  const segments = trimmed
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .map(encodeURIComponent);
  return segments.length === 0 ? null : `${mediaUrlPrefix}/${bucket}/${segments.join("/")}`;
}

/** An image URL made absolute on a site origin (structured data and share tags need absolute URLs). */
export function toAbsoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

/** Article images (cards, heroes, share and structured data) are declared at 1200x630 (spec 2 §9). */
export const articleImageSize = { width: 1200, height: 630 } as const;
