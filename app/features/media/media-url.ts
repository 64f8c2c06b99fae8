/**
 * Public media buckets (the posts' and guides' are the old site's storage names; `site-images` holds the site's own
 * pictures: the team's photos, the hospice founder's): pictures live in the database (table media_objects,
 * app/features/media) and are served by our own route at `/media/<bucket>/<path>`.
 */
export const mediaBuckets = ["blog-images", "guide-images", "site-images"] as const;
export type MediaBucket = (typeof mediaBuckets)[number];

export const isMediaBucket = (value: string): value is MediaBucket => (mediaBuckets as readonly string[]).includes(value);

/** URL prefix of the media route (server/app.ts mounts it). */
export const mediaUrlPrefix = "/media";

/** An empty value or the stock placeholder file ("/placeholder.svg" and the like) stands for "no image". */
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

/** Longest storage path the media route looks up; longer ones are no picture of ours. */
const MAX_STORAGE_PATH_LENGTH = 1024;

/**
 * The storage path a media URL names, from the URL path after `/media/<bucket>/` (the inverse of
 * resolveMediaUrl): each segment percent-decoded; null for what no stored picture can be called
 * (an empty, "." or ".." segment, a slash or control character inside a segment, a broken escape,
 * an overlong path).
 */
export function storagePathFromUrl(urlPath: string): string | null {
  if (urlPath.length > MAX_STORAGE_PATH_LENGTH * 3) return null;
  const segments: string[] = [];
  for (const raw of urlPath.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (segment === "" || segment === "." || segment === ".." || /[/\u0000-\u001f\u007f]/.test(segment)) return null;
    segments.push(segment);
  }
  const storagePath = segments.join("/");
  return storagePath.length > MAX_STORAGE_PATH_LENGTH ? null : storagePath;
}

/** An image URL made absolute on a site origin (structured data and share tags need absolute URLs). */
export function toAbsoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

/** Article images (cards, heroes, share and structured data) are declared at 1200x630. */
export const articleImageSize = { width: 1200, height: 630 } as const;
