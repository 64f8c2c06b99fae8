import { customType, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Binary column; node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The public media buckets (`blog-images`, `guide-images`, `site-images`) in the database: every instance serves the
 * same pictures and a database backup holds them (docs/decisions/0015-pictures-in-the-database.md).
 * A row is never changed once written: an upload gets a fresh path, so its URLs are immutable.
 * The original's bytes (re-encoded: upright, without metadata, no GPS position) are its `media_chunks`.
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    bucket: text("bucket").notNull(),
    /** Storage path inside the bucket, e.g. `uploads/<uuid>.jpg` or `sample/luna.webp`. */
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the original's bytes (hex): the ETag of the original and of its variants. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The editor who uploaded it; null for imported pictures (the samples). */
    uploadedBy: uuid("uploaded_by"),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.path] })],
);

/**
 * An original's bytes in pieces of at most `mediaChunkBytes`, `seq` 0, 1, 2…: written and read a piece at a
 * time, so that no whole picture of up to 20 MB is ever one value in the JavaScript heap or in the embedded
 * database's WebAssembly memory (docs/decisions/0033-uploads-on-disk-pictures-in-pieces.md).
 */
export const mediaChunks = pgTable(
  "media_chunks",
  {
    bucket: text("bucket").notNull(),
    path: text("path").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.path, table.seq] }),
    foreignKey({ columns: [table.bucket, table.path], foreignColumns: [mediaObjects.bucket, mediaObjects.path] }).onDelete("cascade"),
  ],
);

/** The size of an original's pieces: 256 KB travel as 512 KB of hex text through the embedded database. */
export const mediaChunkBytes = 256 * 1024;

/**
 * Smaller copies of a picture in AVIF or WebP, made on their first request and kept for every
 * instance: the first instance to store one wins (insert … on conflict do nothing).
 */
export const mediaVariants = pgTable(
  "media_variants",
  {
    bucket: text("bucket").notNull(),
    path: text("path").notNull(),
    /** The width made: a fixed variant width, or the original's own where that is smaller (never upscaled). */
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.path, table.width, table.format] }),
    foreignKey({ columns: [table.bucket, table.path], foreignColumns: [mediaObjects.bucket, mediaObjects.path] }).onDelete("cascade"),
  ],
);
