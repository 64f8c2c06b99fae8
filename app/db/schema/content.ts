import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Whether a post or guide is on the public site: a draft is seen in the workspace and its preview only; a
 * scheduled one becomes published at its `publishAt` (within a minute, by one instance: scheduled-publishing.server.ts).
 */
export const contentStatuses = ["draft", "scheduled", "published"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/**
 * A gallery picture of a post or guide: `url` is absolute or a path in the kind's bucket; its caption and its
 * description for those who cannot see it (alt), per language.
 */
export interface GalleryImage {
  url: string;
  caption_de?: string | null;
  caption_es?: string | null;
  alt_de?: string | null;
  alt_es?: string | null;
}

/**
 * The main picture's description (alt) per language and its focal point in percent of its width and height:
 * the point a crop to another shape keeps in view (`object-position`), so a portrait keeps its head in a wide frame.
 */
const mainPicture = {
  imageAltDe: text("image_alt_de").notNull().default(""),
  imageAltEs: text("image_alt_es").notNull().default(""),
  imageFocalX: integer("image_focal_x").notNull().default(50),
  imageFocalY: integer("image_focal_y").notNull().default(50),
};

/** Blog posts, one row holding both languages. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull().unique(),
    slugEs: text("slug_es").notNull().unique(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de").notNull().default(""),
    excerptEs: text("excerpt_es").notNull().default(""),
    contentDe: text("content_de").notNull().default(""),
    contentEs: text("content_es").notNull().default(""),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    publishedDate: date("published_date").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    imageUrl: text("image_url"),
    ...mainPicture,
    galleryImages: jsonb("gallery_images").$type<GalleryImage[]>().notNull().default([]),
    status: text("status", { enum: contentStatuses }).notNull().default("published"),
    /** When a scheduled post goes public. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
  },
  (table) => [index("blog_posts_published_idx").on(table.publishedDate)],
);

/** Guides; gallery images are in the guide-images bucket. */
export const guides = pgTable(
  "guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slugDe: text("slug_de").notNull().unique(),
    slugEs: text("slug_es").notNull().unique(),
    titleDe: text("title_de").notNull(),
    titleEs: text("title_es").notNull(),
    excerptDe: text("excerpt_de").notNull().default(""),
    excerptEs: text("excerpt_es").notNull().default(""),
    metaDescriptionDe: text("meta_description_de"),
    metaDescriptionEs: text("meta_description_es"),
    categoryDe: text("category_de"),
    categoryEs: text("category_es"),
    imageUrl: text("image_url"),
    ...mainPicture,
    galleryImages: jsonb("gallery_images").$type<GalleryImage[]>().notNull().default([]),
    contentDe: text("content_de").notNull().default(""),
    contentEs: text("content_es").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: contentStatuses }).notNull().default("published"),
    /** When a scheduled guide goes public. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("guides_order_idx").on(table.displayOrder)],
);

/**
 * That the sample posts and guides (`key` "samples") or the example team ("team", app/features/team/seed.server.ts)
 * were inserted: they go into a new, empty database once and never again, so deleting the last post or team member
 * does not bring them back.
 */
export const contentSeeding = pgTable("content_seeding", {
  key: text("key").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
