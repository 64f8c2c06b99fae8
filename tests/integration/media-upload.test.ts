import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { mediaObjects } from "~/db/schema";
import { preparePicture } from "~/features/media/picture.server";
import { insertUpload } from "~/features/media/store.server";
import { handleUpload, pictureUploadAction, readPictureForm } from "~/features/media/upload.server";
import { type TestDatabase, backends } from "../support/databases";
import { heicPhoto, phonePhoto, picture, pictureForm, postRequest } from "../support/pictures";

const MB = 1024 * 1024;

/** A body that counts what was read of it: `size` bytes in chunks of 1 MB, none made before they are read. */
function countedBody(size: number) {
  const read = { bytes: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(MB, size - sent));
        sent += chunk.length;
        read.bytes = sent;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read };
}

describe.each(backends)("picture upload on $name", ({ skip, create }) => {
  let database: TestDatabase;
  const editorId = randomUUID();
  const upload = (body: BodyInit, headers?: Record<string, string>) =>
    handleUpload(postRequest(body, headers), editorId, "guide-images", async () => database.db);
  const storedCount = async () => Number((await queryRows<{ n: string }>(database.db, sql`select count(*) as n from media_objects`))[0]!.n);

  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (!skip) await database.db.delete(mediaObjects);
  });

  it.skipIf(skip)("stores a phone photo upright and without its GPS position, under a fresh path", async () => {
    const photo = await phonePhoto(400, 300);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await upload(pictureForm(photo, { titleDe: "Luna" }));
    if (!result.ok) throw new Error(result.refusal);
    expect(result.picture).toEqual({
      bucket: "guide-images",
      path: expect.stringMatching(/^uploads\/[0-9a-f-]{36}\.jpg$/),
      url: `/media/guide-images/${result.picture.path}`,
      width: 300,
      height: 400,
    });
    expect(result.fields.get("titleDe")).toBe("Luna");

    const [row] = await database.db.select().from(mediaObjects).where(eq(mediaObjects.path, result.picture.path));
    expect(row).toMatchObject({ bucket: "guide-images", contentType: "image/jpeg", width: 300, height: 400, uploadedBy: editorId });
    expect(row!.size).toBe(row!.bytes.length);
    const stored = await sharp(row!.bytes).metadata();
    expect([stored.format, stored.width, stored.height, stored.orientation, stored.exif, stored.xmp]).toEqual([
      "jpeg",
      300,
      400,
      undefined,
      undefined,
      undefined,
    ]);
    expect(row!.bytes.includes("TestPhone")).toBe(false);
  });

  it.skipIf(skip)("takes PNG, WebP and AVIF by their bytes, whatever the file is called", async () => {
    for (const [format, contentType] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
    ] as const) {
      const bytes = await picture(format, 640, 480);
      const result = await upload(pictureForm(bytes, {}, "bild.jpg"));
      if (!result.ok) throw new Error(`${format}: ${result.refusal}`);
      expect(result.picture.path).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}\\.${format}$`));
      const [row] = await database.db.select().from(mediaObjects).where(eq(mediaObjects.path, result.picture.path));
      expect([row!.contentType, row!.width, row!.height]).toEqual([contentType, 640, 480]);
      // Nothing to take away: kept byte for byte.
      expect(row!.bytes.equals(bytes)).toBe(true);
    }
    expect(await storedCount()).toBe(3);
  });

  it.skipIf(skip)("refuses an iPhone's HEIC photo, other formats, garbage and an empty choice, storing nothing", async () => {
    const cases: [string, Buffer | null, string][] = [
      ["HEIC", heicPhoto(), "heic"],
      ["GIF", await picture("gif", 64, 48), "unsupported-format"],
      ["TIFF", await picture("tiff", 64, 48), "unsupported-format"],
      ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "unsupported-format"],
      ["text", Buffer.from("Hallo, das ist kein Bild."), "not-a-picture"],
      ["half a JPEG header", (await picture("jpeg")).subarray(0, 200), "not-a-picture"],
      ["no file", null, "missing"],
    ];
    for (const [name, bytes, refusal] of cases) {
      expect({ name, result: await upload(pictureForm(bytes)) }).toEqual({ name, result: { ok: false, refusal } });
    }
    expect(await storedCount()).toBe(0);
  });

  it.skipIf(skip)("refuses a body declared over the limit before reading any of it", async () => {
    const { stream, read } = countedBody(30 * MB);
    const result = await upload(stream, { "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * MB) });
    expect(result).toEqual({ ok: false, refusal: "too-large" });
    expect(read.bytes).toBe(0);
    expect(await storedCount()).toBe(0);
  });

  it.skipIf(skip)("stops reading a picture at 20 MB, whatever the body declared", async () => {
    const big = pictureForm(Buffer.concat([await picture("jpeg"), Buffer.alloc(20 * MB)]));
    // Sent as a stream without Content-Length, so only the parser's limit can stop it.
    const body = new Response(big);
    const result = await upload(body.body!, { "content-type": body.headers.get("content-type")! });
    expect(result).toEqual({ ok: false, refusal: "too-large" });
    expect(await storedCount()).toBe(0);

    const justFits = await readPictureForm(postRequest(pictureForm(Buffer.alloc(20 * MB, 1))));
    expect("picture" in justFits && justFits.picture?.length).toBe(20 * MB);
  });

  it.skipIf(skip)("answers 400 to a body that is no form", async () => {
    const answer = await upload(JSON.stringify({ image: "x" }), { "content-type": "application/json" }).catch((error: unknown) => error);
    expect(answer).toMatchObject({ init: { status: 400 } });
  });

  it.skipIf(skip)("stores nothing when the change the picture belongs to fails", async () => {
    const preparation = await preparePicture(await picture("jpeg"));
    if ("refusal" in preparation) throw new Error(preparation.refusal);
    await expect(
      database.db.transaction(async (tx) => {
        await insertUpload(tx, "blog-images", preparation.picture, editorId);
        throw new Error("saving the post failed");
      }),
    ).rejects.toThrow("saving the post failed");
    expect(await storedCount()).toBe(0);
  });

  it.skipIf(skip)("as a route action: 201 with the picture, or the refusal's status and text in the editor's language", async () => {
    const action = (body: FormData, locale: "de" | "es") =>
      pictureUploadAction(postRequest(body), { editorId, bucket: "blog-images", locale, database: async () => database.db });
    const stored = await action(pictureForm(await picture("webp")), "de");
    expect(stored.init?.status).toBe(201);
    expect(stored.data).toMatchObject({ ok: true, picture: { bucket: "blog-images", width: 800, height: 600 } });

    const heic = await action(pictureForm(heicPhoto(), {}, "IMG_0001.HEIC"), "es");
    expect(heic.init?.status).toBe(415);
    expect(heic.data).toEqual({
      ok: false,
      refusal: "heic",
      message:
        "Es una foto de iPhone en formato HEIC y no podemos leerla. Compártela como JPEG o, en el iPhone, elige «Más compatible» " +
        "en Ajustes › Cámara › Formatos: así guardará las fotos nuevas como JPEG.",
    });
    const tooLarge = await pictureUploadAction(postRequest("x", { "content-length": String(22 * MB) }), {
      editorId,
      bucket: "blog-images",
      locale: "de",
      database: async () => database.db,
    });
    expect(tooLarge.init?.status).toBe(413);
    expect(tooLarge.data).toMatchObject({ refusal: "too-large", message: expect.stringContaining("zu groß (höchstens 20 MB)") });
    expect(await storedCount()).toBe(1);
  });
});
