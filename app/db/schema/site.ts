import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * Every saved state of what editors change (posts, guides, pages, FAQ entries, team members, the settings), with
 * who saved it and when (docs/decisions/0037-the-association-runs-its-own-site.md). `data` is the item's whole
 * editable state as its editor saved it; a restore saves an older `data` again as a new version, so nothing is
 * ever lost. The settings and the pages' texts have no other table: their current state is their newest version.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** `post`, `guide`, `page`, `faq`, `team` or `settings`. */
    kind: text("kind").notNull(),
    /** The item: a post's, guide's, FAQ entry's or team member's id, a page's route key, `site` for the settings. */
    itemId: text("item_id").notNull(),
    /** 1, 2, 3… per item. */
    version: integer("version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The editor who saved it; null for a first version the site brought along. */
    editorId: uuid("editor_id"),
    /** `restore:<version>` when it restored an older version, `publish` for a scheduled publication. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("content_versions_item_version").on(table.kind, table.itemId, table.version)],
);

/** The FAQ catalogues: the FAQ page's, the adoption page's and the donations page's questions. */
export const faqCatalogues = ["faq", "adoption", "donations"] as const;
export type FaqCatalogue = (typeof faqCatalogues)[number];

/**
 * A question and its answer in both languages (an empty question: not shown in that language), with the element
 * id on its page that other pages link to (e.g. `/faq#vorkontrolle`).
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    catalogue: text("catalogue", { enum: faqCatalogues }).notNull().default("faq"),
    questionDe: text("question_de").notNull().default(""),
    questionEs: text("question_es").notNull().default(""),
    /** Sanitised HTML. */
    answerDe: text("answer_de").notNull().default(""),
    answerEs: text("answer_es").notNull().default(""),
    anchorDe: text("anchor_de").notNull().default(""),
    anchorEs: text("anchor_es").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("faq_entries_order_idx").on(table.catalogue, table.displayOrder)],
);

/** The team on the about page. `image`: a path in the `site-images` bucket, or a bundled placeholder's URL. */
export const teamMembers = pgTable("team_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  positionDe: text("position_de").notNull().default(""),
  positionEs: text("position_es").notNull().default(""),
  image: text("image"),
  displayOrder: integer("display_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
