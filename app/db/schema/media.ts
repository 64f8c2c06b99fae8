import { customType, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Binary column; node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The public media buckets (`blog-images`, `guide-images`) in the database: every instance serves the
 * same pictures and a database backup holds them (docs/decisions/0015-pictures-in-the-database.md).
 * A row is never changed once written: an upload gets a fresh path, so its URLs are immutable.
 * `bytes` is the original, turned upright and without metadata (no GPS position).
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    bucket: text("bucket").notNull(),
    /** Storage path inside the bucket, e.g. `uploads/<uuid>.jpg` or `sample/luna.webp`. */
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of `bytes` (hex): the ETag of the original and of its variants. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The editor who uploaded it; null for imported pictures (the samples). */
    uploadedBy: uuid("uploaded_by"),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.path] })],
);

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
