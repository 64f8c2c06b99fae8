/**
 * A picture is stored byte for byte as uploaded only when it carries nothing to take away: no EXIF
 * (a phone writes the GPS position there), no XMP, IPTC or text comments, and no orientation still
 * to apply. Otherwise it is stored turned upright and re-encoded without them (decision 0015): a
 * backup must never hold where a volunteer took a photo. A colour profile is no personal data and
 * stays.
 */
export interface PictureMetadata {
  exif?: unknown;
  xmp?: unknown;
  iptc?: unknown;
  comments?: readonly unknown[];
  /** EXIF orientation, 1 (upright) to 8. */
  orientation?: number;
}

export function mustBeCleaned(metadata: PictureMetadata): boolean {
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length || (metadata.orientation ?? 1) !== 1);
}
