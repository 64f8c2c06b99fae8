import { FormDataParseError, MaxFileSizeExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import type { MediaBucket } from "~/features/content/media";
import type { Locale } from "~/i18n/locales";
import { type PictureRefusal, maxPictureBytes, maxPictureFormBytes } from "./picture-acceptance";
import { preparePicture } from "./picture.server";
import { type StoredPicture, insertUpload } from "./store.server";
import { pictureRefusalText } from "./texts";

/** The form control of a post's or guide's picture in the workspace's editor: `image`, like the article's field. */
export const pictureField = "image";

/** A few files per form; only the named controls' pictures are kept, every other file is dropped unread. */
const MAX_FILES = 8;

export type PictureForm = { fields: FormData; picture: Buffer | null } | { refusal: "too-large" };

/**
 * Reads a posted form (`multipart/form-data`, or urlencoded without a picture) with the picture of
 * control `field`: the text fields, and the picture's bytes (null when no file was chosen).
 */
export async function readPictureForm(request: Request, field = pictureField): Promise<PictureForm> {
  const form = await readPicturesForm(request, [field]);
  return "refusal" in form ? form : { fields: form.fields, picture: form.pictures[field]?.[0] ?? null };
}

export type PicturesForm = { fields: FormData; pictures: Partial<Record<string, Buffer[]>> } | { refusal: "too-large" };

/**
 * Reads a posted form with the pictures of the named file controls (a control may carry several files):
 * the text fields, and per control the bytes of its chosen files in order. A body that declares more than
 * the limit is refused before any of it is read, and reading stops at the limit whatever the body
 * declared: never more than 21 MB is held, whatever the number of pictures. A body that is no form
 * throws a 400 answer.
 */
export async function readPicturesForm(request: Request, pictureFields: readonly string[]): Promise<PicturesForm> {
  if (Number(request.headers.get("content-length")) > maxPictureFormBytes) return { refusal: "too-large" };
  const pictures: Partial<Record<string, Buffer[]>> = {};
  try {
    const fields = await parseFormData(
      request,
      { maxFileSize: maxPictureBytes, maxTotalSize: maxPictureFormBytes, maxFiles: MAX_FILES },
      async (file) => {
        if (pictureFields.includes(file.fieldName) && file.size > 0) {
          (pictures[file.fieldName] ??= []).push(Buffer.from(await file.arrayBuffer()));
        }
        // Files are not kept in the fields: the pictures are handed on as bytes, others are dropped.
        return null;
      },
    );
    return { fields, pictures };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return { refusal: "too-large" };
    if (error instanceof FormDataParseError) throw data("Bad Request", { status: 400 });
    throw error;
  }
}

export type UploadResult = { ok: true; picture: StoredPicture; fields: FormData } | { ok: false; refusal: PictureRefusal };

/**
 * The upload of one picture (control `image`) into a bucket by an editor: read within the limits,
 * decided by its bytes, cleaned, stored in one transaction under a fresh path. A refused picture
 * stores nothing. The posts and guides editor, which saves a picture together with its post, uses
 * the parts instead (readPictureForm, preparePicture, then insertUpload in the post's transaction).
 */
export async function handleUpload(
  request: Request,
  editorId: string | null,
  bucket: MediaBucket,
  database: () => Promise<Database> = db,
): Promise<UploadResult> {
  const form = await readPictureForm(request);
  if ("refusal" in form) return { ok: false, refusal: form.refusal };
  if (!form.picture) return { ok: false, refusal: "missing" };
  const preparation = await preparePicture(form.picture);
  if ("refusal" in preparation) return { ok: false, refusal: preparation.refusal };
  const picture = await (await database()).transaction((tx) => insertUpload(tx, bucket, preparation.picture, editorId));
  return { ok: true, picture, fields: form.fields };
}

/** The HTTP status of each refusal: the client can tell a too-large body from a wrong type and a busy server. */
export const pictureRefusalStatus: Record<PictureRefusal, number> = {
  missing: 400,
  "too-large": 413,
  heic: 415,
  "unsupported-format": 415,
  "not-a-picture": 415,
  "too-many-pixels": 422,
  busy: 503,
};

/**
 * The action of the workspace's picture upload (behind sign-in: the route module checks the editor
 * first, see docs/decisions/0015-pictures-in-the-database.md): 201 with the stored picture, or the
 * refusal's status with its code and its text in the workspace's language.
 */
export async function pictureUploadAction(
  request: Request,
  options: { editorId: string | null; bucket: MediaBucket; locale: Locale; database?: () => Promise<Database> },
) {
  const result = await handleUpload(request, options.editorId, options.bucket, options.database);
  if (result.ok) return data({ ok: true as const, picture: result.picture }, { status: 201 });
  return data(
    { ok: false as const, refusal: result.refusal, message: pictureRefusalText(options.locale, result.refusal) },
    { status: pictureRefusalStatus[result.refusal] },
  );
}
