import { once } from "node:events";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import type { MediaBucket } from "./media-url";
import type { Locale } from "~/i18n/locales";
import { type PictureRefusal, maxFormFieldBytes, maxPictureBytes, maxPictureFormBytes, maxPicturesPerSave } from "./picture-acceptance";
import { sniffBytes, sniffPicture } from "./picture-sniff";
import { preparePicture } from "./picture.server";
import { type StoredPicture, insertUpload } from "./store.server";
import { withTemporaryDirectory } from "./temporary-files.server";
import { pictureRefusalText } from "./texts";

/** The form control of a post's or guide's picture in the workspace's editor: `image`, like the article's field. */
export const pictureField = "image";

/** A picture of a posted form, written to a temporary file as it arrived. */
export interface ReceivedPicture {
  /** The form control it came in (`image`, `galleryNew`). */
  field: string;
  /** The file's name on the editor's device, as the browser sent it. */
  name: string;
  /** The temporary file holding its bytes: gone once the form's work is done. */
  file: string;
  size: number;
}

/** A posted form: its text fields, and its pictures in the order they came. */
export interface PictureForm {
  fields: FormData;
  pictures: ReceivedPicture[];
  /** The temporary directory of this form's pictures, for the files made from them (the cleaned copies). */
  directory: string;
}

/** Why a form's pictures were not taken, and which picture it was (none: the form as a whole). */
export interface FormRefusal {
  refusal: PictureRefusal;
  picture?: { field: string; name: string };
  /** The form's text fields, read to the end of the body although a picture was refused: the form shows them again. */
  fields?: FormData;
}

/** Read beyond what the body declared, or without a declared length: reading stops at the form's limit. */
class BodyTooLarge extends Error {}

/** Counts the body's bytes as they pass and stops them at the form's limit. */
const bodyLimit = () => {
  let read = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      read += chunk.length;
      callback(read > maxPictureFormBytes ? new BodyTooLarge() : null, chunk);
    },
  });
};

/**
 * Reads a posted form (`multipart/form-data`, or urlencoded without pictures) as it arrives: the text fields into
 * memory (at most `maxFormFieldBytes`), the files of the named controls each to a temporary file (at most
 * `maxPictureBytes` each, `maxPicturesPerSave` in all), files of other controls dropped unread. Then `received`
 * runs with the form, or `refused` with the first refusal (and the temporary directory, where the body was read);
 * the temporary files are removed afterwards either way.
 *
 * Nothing of a picture is held in memory beyond the piece on its way to disk (decision 0033). A body declaring
 * more than the form's limit is refused before any of it is read; a file whose first bytes show a format we do not
 * take (an iPhone's HEIC, a GIF, a text) is refused there and the rest of it is not kept; reading stops at the
 * limit whatever the body declared. A refused body is read to its end but kept nowhere, so that the browser gets
 * the answer rather than a broken connection. A body that is no form throws a 400 answer.
 */
export async function withPictureForm<T, R = T>(
  request: Request,
  pictureFields: readonly string[],
  received: (form: PictureForm) => Promise<T>,
  refused: (refusal: FormRefusal, directory?: string) => R | Promise<R>,
): Promise<T | R> {
  if (Number(request.headers.get("content-length")) > maxPictureFormBytes) return refused({ refusal: "too-large" });
  return withTemporaryDirectory(async (directory) => {
    const form = await receiveForm(request, pictureFields, directory);
    return "refusal" in form ? refused(form, directory) : received({ ...form, directory });
  });
}

async function receiveForm(
  request: Request,
  pictureFields: readonly string[],
  directory: string,
): Promise<Omit<PictureForm, "directory"> | FormRefusal> {
  const fields = new FormData();
  if (!request.body) return { fields, pictures: [] };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // File names as a phone writes them (umlauts, accents).
      defParamCharset: "utf8",
      // busboy calls a file cut off once it reaches the limit: one byte more lets a file of exactly 20 MB through.
      limits: { fileSize: maxPictureBytes + 1, fieldSize: maxFormFieldBytes, fields: 1000, parts: 1000 },
    });
  } catch {
    // Neither multipart nor urlencoded.
    throw data("Bad Request", { status: 400 });
  }
  let refusal: FormRefusal | undefined;
  const refuse = (found: FormRefusal) => (refusal ??= found);
  let fieldBytes = 0;
  let chosen = 0;
  const pictures: Promise<ReceivedPicture | undefined>[] = [];

  parser.on("field", (name, value, info) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || fieldBytes > maxFormFieldBytes) refuse({ refusal: "too-large" });
    else fields.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    // An empty file control sends a part without a name; other controls' files are not ours to keep.
    if (!pictureFields.includes(name) || !info.filename) return void stream.resume();
    if (++chosen > maxPicturesPerSave) refuse({ refusal: "too-many-pictures" });
    const picture = { field: name, name: info.filename, file: path.join(directory, `upload-${chosen}`) };
    pictures.push(receivePicture(stream, picture, () => refusal !== undefined, refuse));
  });
  for (const limit of ["fieldsLimit", "partsLimit"] as const) parser.on(limit, () => refuse({ refusal: "too-large" }));

  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), bodyLimit(), parser);
  } catch (error) {
    if (error instanceof BodyTooLarge) refuse({ refusal: "too-large" });
    else throw data("Bad Request", { status: 400 });
  }
  const kept = await Promise.all(pictures);
  return refusal ? { ...refusal, fields } : { fields, pictures: kept.filter((picture) => picture !== undefined) };
}

/**
 * One file to disk as it arrives, decided by its first bytes; once the form is refused its bytes are read and
 * dropped. An empty file is no picture chosen (undefined).
 */
async function receivePicture(
  stream: Readable & { truncated?: boolean },
  picture: Omit<ReceivedPicture, "size">,
  formRefused: () => boolean,
  refuse: (refusal: FormRefusal) => void,
): Promise<ReceivedPicture | undefined> {
  const out = createWriteStream(picture.file, { flags: "wx" });
  const named = { field: picture.field, name: picture.name };
  let size = 0;
  let head = Buffer.alloc(0);
  let decided = false;
  const decide = () => {
    decided = true;
    const sniffed = sniffPicture(head);
    if ("refusal" in sniffed) refuse({ refusal: sniffed.refusal, picture: named });
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (formRefused()) continue;
      size += chunk.length;
      if (!decided) {
        head = Buffer.concat([head, chunk.subarray(0, sniffBytes - head.length)]);
        if (head.length >= sniffBytes) decide();
        if (formRefused()) continue;
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
    if (stream.truncated) refuse({ refusal: "too-large", picture: named });
    else if (size > 0 && !decided) decide();
  } finally {
    out.end();
    await finished(out);
  }
  return size > 0 && !formRefused() ? { ...picture, size } : undefined;
}

export type UploadResult = { ok: true; picture: StoredPicture; fields: FormData } | { ok: false; refusal: PictureRefusal };

/**
 * The upload of one picture (control `image`) into a bucket by an editor: read within the limits,
 * decided by its bytes, cleaned, stored in one transaction under a fresh path. A refused picture
 * stores nothing. The posts and guides editor, which saves pictures together with its post, uses
 * the parts instead (withPictureForm, preparePicture, then insertUpload in the post's transaction).
 */
export async function handleUpload(
  request: Request,
  editorId: string | null,
  bucket: MediaBucket,
  database: () => Promise<Database> = db,
): Promise<UploadResult> {
  return withPictureForm<UploadResult>(
    request,
    [pictureField],
    async ({ fields, pictures: [picture], directory }) => {
      if (!picture) return { ok: false, refusal: "missing" };
      const preparation = await preparePicture(picture.file, path.join(directory, "stored"));
      if ("refusal" in preparation) return { ok: false, refusal: preparation.refusal };
      const stored = await (await database()).transaction((tx) => insertUpload(tx, bucket, preparation.picture, editorId));
      return { ok: true, picture: stored, fields };
    },
    ({ refusal }) => ({ ok: false, refusal }),
  );
}

/** The HTTP status of each refusal: the client can tell a too-large body from a wrong type and a busy server. */
export const pictureRefusalStatus: Record<PictureRefusal, number> = {
  missing: 400,
  "too-large": 413,
  "too-many-pictures": 413,
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
