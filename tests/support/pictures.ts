import { readFileSync } from "node:fs";
import sharp from "sharp";

/** A picture of one colour, in a format sharp writes. */
export function picture(format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff", width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0703a" } })
    .toFormat(format)
    .toBuffer();
}

/** What a phone writes: a JPEG stored sideways (EXIF orientation 6) with the camera and the GPS position. */
export function phonePhoto(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3070c0" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestPhone", Model: "Volunteer" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 28/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A photo as a phone's camera takes it: 4032×3024, about 9.7 MB of JPEG (fine noise compresses as little as a
 * real scene's detail), stored sideways with the camera and the GPS position. Made once per process (seconds).
 */
export const largePhonePhoto = (() => {
  let made: Promise<Buffer> | undefined;
  return () =>
    (made ??= sharp({
      create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 94 })
      .withExif({ IFD0: { Make: "TestPhone", Model: "Volunteer" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 28/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer());
})();

/**
 * A real iPhone-style HEIC (HEVC in HEIF), 64x48, made once with libheif's `heif-enc -q 50` from a
 * PNG: sharp reads its header but cannot decode HEVC, just as with a photo from an iPhone.
 */
export const heicPhoto = (): Buffer => readFileSync(new URL("../fixtures/iphone-photo.heic", import.meta.url));

/** A multipart form posting `file` under the control `image`, with the text fields given. */
export function pictureForm(file: Buffer | null, fields: Record<string, string> = {}, fileName = "foto.jpg"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new Blob(file ? [new Uint8Array(file)] : []), file ? fileName : "");
  return form;
}

/** A POST as React Router hands it to an action; a stream body is sent as it comes (`duplex: "half"`). */
export const postRequest = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/pictures", { method: "POST", body, headers, duplex: "half" } as RequestInit);
