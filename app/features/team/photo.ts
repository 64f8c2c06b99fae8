import { type MediaBucket, resolveMediaUrl } from "~/features/media/media-url";

/** Where photos of people are uploaded to: the team's and the hospice founder's. */
export const photoBucket: MediaBucket = "site-images";

/** A member without a photo: the silhouette the example team shows (its four placeholders are the same picture). */
const silhouette = "/images/placeholders/team-1.svg";

/**
 * The URL of a member's photo (`image` as stored): a bundled placeholder's URL as it is, an uploaded photo's storage
 * path as its media URL (which has sized copies), none as the silhouette.
 */
export function teamPhotoUrl(image: string | null): string {
  if (!image) return silhouette;
  return image.startsWith("/") ? image : (resolveMediaUrl(photoBucket, image) ?? silhouette);
}
