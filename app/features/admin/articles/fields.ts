import * as z from "zod";
import { instantOfLocalMinute } from "~/platform/time/association-time";
import { contentStatuses } from "~/db/schema/content";
import { slugify } from "~/platform/slugify";

/**
 * The workspace's editor of blog posts and guides: the form's fields and their rules,
 * shared by the browser and the server. Posts and guides share everything but a few fields.
 */
export const articleKinds = ["post", "guide"] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** Why a field was refused; each code has a text for the editor (texts.ts, `errors`). */
export type ArticleErrorCode =
  "required" | "tooLong" | "slugInvalid" | "slugTaken" | "dateInvalid" | "dateTimeInvalid" | "orderInvalid" | "percentInvalid";

const line = (max: number) => z.string().trim().max(max, "tooLong");
const required = (max: number) => line(max).min(1, "required");
/** An empty slug is proposed from the title; an entered one is brought into the slug rule's form. */
const slug = z
  .string()
  .trim()
  .max(120, "tooLong")
  .transform((value) => slugify(value));
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
/** A whole number from `min` to `max`; an empty field is `empty`. */
const wholeNumber = (min: number, max: number, empty: number, code: ArticleErrorCode) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? empty : Number(value)),
    z.number(code).int(code).min(min, code).max(max, code),
  );

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
  // A minute on the association's clock (`2026-12-24T09:00`); needed for a scheduled item only.
  publishAt: z.string().trim(),
  imageAltDe: line(300),
  imageAltEs: line(300),
  // In percent of the picture's width and height; an empty field is the middle.
  imageFocalX: wholeNumber(0, 100, 50, "percentInvalid"),
  imageFocalY: wholeNumber(0, 100, 50, "percentInvalid"),
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
  displayOrder: wholeNumber(0, 100_000, 0, "orderInvalid"),
});

export const articleSchemas = { post: postFields, guide: guideFields } as const;
/** The checked fields; a scheduled item's `publishAt` as its instant (null for the other states). */
export type PostFields = Omit<z.infer<typeof postFields>, "publishAt"> & { publishAt: Date | null };
export type GuideFields = Omit<z.infer<typeof guideFields>, "publishAt"> & { publishAt: Date | null };
export type ArticleFields<K extends ArticleKind> = K extends "post" ? PostFields : GuideFields;

/** The text fields of each kind, in the form's order (what the form sends back after a refusal). */
export const fieldNames = {
  post: Object.keys(postFields.shape) as (keyof PostFields)[],
  guide: Object.keys(guideFields.shape) as (keyof GuideFields)[],
};

export type FieldErrors = Partial<Record<string, ArticleErrorCode>>;

export type SlugField = "slugDe" | "slugEs";

export type ParsedArticle<K extends ArticleKind> =
  { ok: true; fields: ArticleFields<K>; proposedSlugs: SlugField[] } | { ok: false; errors: FieldErrors };

/**
 * The posted fields of a post or guide, checked; empty slugs proposed from their titles (`proposedSlugs`: the
 * saving makes those free). A slug that the rule turns into nothing (a title of signs only) is refused.
 */
export function parseArticle<K extends ArticleKind>(kind: K, posted: Record<string, FormDataEntryValue | undefined>): ParsedArticle<K> {
  const values = Object.fromEntries(fieldNames[kind].map((name) => [name, textOf(posted[name])]));
  const result = articleSchemas[kind].safeParse(values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message as ArticleErrorCode;
    return { ok: false, errors };
  }
  const publishAt = result.data.status === "scheduled" ? (instantOfLocalMinute(result.data.publishAt) ?? null) : null;
  const fields = {
    ...result.data,
    publishAt,
    slugDe: result.data.slugDe || slugify(result.data.titleDe),
    slugEs: result.data.slugEs || slugify(result.data.titleEs),
  };
  const errors: FieldErrors = {};
  if (result.data.status === "scheduled" && !publishAt) errors.publishAt = "dateTimeInvalid";
  if (!fields.slugDe) errors.slugDe = "slugInvalid";
  if (!fields.slugEs) errors.slugEs = "slugInvalid";
  if (Object.keys(errors).length) return { ok: false, errors };
  const proposedSlugs = (["slugDe", "slugEs"] as const).filter((field) => !result.data[field]);
  return { ok: true, fields: fields as ArticleFields<K>, proposedSlugs };
}

const textOf = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value : "");

/** One picture of a gallery as the editor shows it: its storage path, a caption and a description (alt) per language. */
export interface GalleryEntry {
  path: string;
  captionDe: string;
  captionEs: string;
  altDe: string;
  altEs: string;
}

/** A gallery picture's texts in the form, and whether "remove" is ticked. */
export interface GalleryTexts extends GalleryEntry {
  removed: boolean;
}

/** The texts of the form's single fields by name; checkboxes as booleans. */
export type FieldValues = Record<string, string | boolean>;

/**
 * What the editor's form holds, files aside: what a refused save shows again, and the draft the browser keeps
 * while the editor types (both read by `postedValues`, so that they cannot drift apart).
 */
export interface EditorValues {
  fields: FieldValues;
  gallery: GalleryTexts[];
}

/**
 * The gallery as posted, removed pictures included: `galleryPath` with `galleryCaptionDe`/`galleryCaptionEs`
 * and `galleryAltDe`/`galleryAltEs` at the same position, `galleryRemove` naming the paths to remove.
 */
function postedGalleryTexts(form: FormData): GalleryTexts[] {
  const texts = (name: string) => form.getAll(name).map((value) => textOf(value).trim());
  const [captionsDe, captionsEs, altsDe, altsEs] = ["galleryCaptionDe", "galleryCaptionEs", "galleryAltDe", "galleryAltEs"].map(texts);
  const removed = new Set(texts("galleryRemove"));
  return texts("galleryPath").map((path, index) => ({
    path,
    captionDe: captionsDe![index] ?? "",
    captionEs: captionsEs![index] ?? "",
    altDe: altsDe![index] ?? "",
    altEs: altsEs![index] ?? "",
    removed: removed.has(path),
  }));
}

/** The gallery pictures kept, with their texts, without those ticked in `galleryRemove`. New pictures are appended by the server. */
export function postedGallery(form: FormData): GalleryEntry[] {
  return postedGalleryTexts(form).flatMap(({ removed, ...entry }) => (entry.path && !removed ? [entry] : []));
}

/** Everything of the editor's form as posted (or as the browser reads it for a draft), files aside. */
export function postedValues(kind: ArticleKind, form: FormData): EditorValues {
  const fields: FieldValues = Object.fromEntries(fieldNames[kind].map((name) => [name, textOf(form.get(name))]));
  if (kind === "guide") fields.featured = form.get("featured") === "on";
  fields.removeImage = form.get("removeImage") === "on";
  return { fields, gallery: postedGalleryTexts(form) };
}

/** `[image:N]` puts the guide's gallery picture N (counted from 0) into the body at that place. */
export const imagePlaceholder = (index: number) => `[image:${index}]`;
