import { z } from "zod";
import { contentStatuses } from "~/db/schema/content";
import { slugify } from "~/features/dogs/slug";

/**
 * The workspace's editor of blog posts and guides: the form's fields and their rules,
 * shared by the browser and the server. Posts and guides share everything but a few fields.
 */
export const articleKinds = ["post", "guide"] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** Why a field was refused; each code has a text for the editor (texts.ts, `articles.errors`). */
export type ArticleErrorCode = "required" | "tooLong" | "slugInvalid" | "slugTaken" | "dateInvalid" | "orderInvalid";

const line = (max: number) => z.string().trim().max(max, "tooLong");
const required = (max: number) => line(max).min(1, "required");
/** An empty slug is proposed from the title; an entered one is brought into the slug rule's form. */
const slug = z
  .string()
  .trim()
  .max(120, "tooLong")
  .transform((value) => slugify(value));
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

const common = {
  titleDe: required(200),
  titleEs: required(200),
  slugDe: slug,
  slugEs: slug,
  excerptDe: line(1000),
  excerptEs: line(1000),
  categoryDe: line(100),
  categoryEs: line(100),
  contentDe: z.string().max(500_000, "tooLong"),
  contentEs: z.string().max(500_000, "tooLong"),
  status: z.enum(contentStatuses, "required"),
};

const postFields = z.object({
  ...common,
  publishedDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "dateInvalid"),
});

const guideFields = z.object({
  ...common,
  metaDescriptionDe: line(300),
  metaDescriptionEs: line(300),
  featured: checkbox,
  displayOrder: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? 0 : Number(value)),
    z.number("orderInvalid").int("orderInvalid").min(0, "orderInvalid").max(100_000, "orderInvalid"),
  ),
});

export const articleSchemas = { post: postFields, guide: guideFields } as const;
export type PostFields = z.infer<typeof postFields>;
export type GuideFields = z.infer<typeof guideFields>;
export type ArticleFields<K extends ArticleKind> = K extends "post" ? PostFields : GuideFields;

/** The text fields of each kind, in the form's order (what the form sends back after a refusal). */
export const fieldNames = {
  post: Object.keys(postFields.shape) as (keyof PostFields)[],
  guide: Object.keys(guideFields.shape) as (keyof GuideFields)[],
};

export type FieldErrors = Partial<Record<string, ArticleErrorCode>>;

export type ParsedArticle<K extends ArticleKind> = { ok: true; fields: ArticleFields<K> } | { ok: false; errors: FieldErrors };

/**
 * The posted fields of a post or guide, checked; empty slugs proposed from their titles. A slug that
 * the rule turns into nothing (a title of signs only) is refused.
 */
export function parseArticle<K extends ArticleKind>(kind: K, posted: Record<string, FormDataEntryValue | undefined>): ParsedArticle<K> {
  const values = Object.fromEntries(fieldNames[kind].map((name) => [name, textOf(posted[name])]));
  const result = articleSchemas[kind].safeParse(values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message as ArticleErrorCode;
    return { ok: false, errors };
  }
  const fields = {
    ...result.data,
    slugDe: result.data.slugDe || slugify(result.data.titleDe),
    slugEs: result.data.slugEs || slugify(result.data.titleEs),
  };
  const errors: FieldErrors = {};
  if (!fields.slugDe) errors.slugDe = "slugInvalid";
  if (!fields.slugEs) errors.slugEs = "slugInvalid";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, fields: fields as ArticleFields<K> };
}

const textOf = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value : "");

/** One picture of a gallery as the editor shows it: its storage path and, for posts, a caption per language. */
export interface GalleryEntry {
  path: string;
  captionDe: string;
  captionEs: string;
}

/**
 * The gallery as posted: the pictures kept (`galleryPath` with `galleryCaptionDe`/`galleryCaptionEs` at the
 * same position), without those ticked in `galleryRemove`. New pictures are appended by the server.
 */
export function postedGallery(form: FormData): GalleryEntry[] {
  const texts = (name: string) => form.getAll(name).map((value) => textOf(value).trim());
  const captionsDe = texts("galleryCaptionDe");
  const captionsEs = texts("galleryCaptionEs");
  const removed = new Set(texts("galleryRemove"));
  return texts("galleryPath")
    .map((path, index) => ({ path, captionDe: captionsDe[index] ?? "", captionEs: captionsEs[index] ?? "" }))
    .filter((entry) => entry.path && !removed.has(entry.path));
}

/** `[image:N]` puts the guide's gallery picture N (counted from 0) into the body at that place. */
export const imagePlaceholder = (index: number) => `[image:${index}]`;
