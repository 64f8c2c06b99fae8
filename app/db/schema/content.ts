import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Whether a post or guide is on the public site: a draft is seen in the workspace and its preview only. */
export const contentStatuses = ["draft", "published"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** A gallery image of a blog post: `url` is absolute or a path in the blog-images bucket. */
export interface BlogGalleryImage {
  url: string;
  caption_de?: string | null;
  caption_es?: string | null;
}

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
    galleryImages: jsonb("gallery_images").$type<BlogGalleryImage[]>().notNull().default([]),
    status: text("status", { enum: contentStatuses }).notNull().default("published"),
  },
  (table) => [index("blog_posts_published_idx").on(table.publishedDate)],
);

/** Guides; gallery images are paths in the guide-images bucket. */
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
    galleryImages: jsonb("gallery_images").$type<string[]>().notNull().default([]),
    contentDe: text("content_de").notNull().default(""),
    contentEs: text("content_es").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: contentStatuses }).notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("guides_order_idx").on(table.displayOrder)],
);

/**
 * That the sample posts and guides were inserted (one row, `key` "samples"): they go into a new, empty
 * database once and never again, so deleting the last post does not bring them back.
 */
export const contentSeeding = pgTable("content_seeding", {
  key: text("key").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
