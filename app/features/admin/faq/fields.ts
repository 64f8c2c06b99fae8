import * as z from "zod";
import { faqCatalogues } from "~/db/schema/site";
import { slugify } from "~/platform/slugify";
import type { FaqEntryData } from "~/features/faq/entry";

/**
 * The workspace's editor of an FAQ entry (`/admin/faq/{id}`): the form's fields and the rules a single entry keeps
 * on its own. What depends on the other entries (anchors unique per catalogue and language, anchors other pages
 * link to) is checked beside it (anchor-clashes.ts, linked-anchors.ts).
 */

/** The form's fields, in its order (what the form sends back after a refusal, and what a version holds). */
export const faqFieldNames = [
  "catalogue",
  "questionDe",
  "questionEs",
  "answerDe",
  "answerEs",
  "anchorDe",
  "anchorEs",
  "displayOrder",
] as const;
export type FaqFieldName = (typeof faqFieldNames)[number];

/** Why a field was refused; each code has a text for the editor (texts.ts, `errors`). */
export type FaqErrorCode =
  | "catalogueInvalid"
  | "questionRequired"
  | "answerRequired"
  | "anchorInvalid"
  | "anchorTaken"
  | "anchorLinked"
  | "questionLinked"
  | "catalogueLinked"
  | "orderInvalid"
  | "tooLong";

export type FaqFieldErrors = Partial<Record<FaqFieldName, FaqErrorCode>>;

/** An entry as the editor saved it; a position left empty (null) puts it at the end of its catalogue. */
export type FaqFields = Omit<FaqEntryData, "displayOrder"> & { displayOrder: number | null };

const emptyAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An anchor is a slug: what the editor typed, in the slug rule's form (`Kosten` → `kosten`); nothing: no anchor. */
const anchor = z
  .string()
  .trim()
  .max(80, "tooLong")
  .transform((value, context) => {
    const slug = slugify(value);
    if (value && !slug) context.addIssue({ code: "custom", message: "anchorInvalid" });
    return slug;
  });

const schema = z.object({
  catalogue: z.preprocess((value) => emptyAsMissing(value) ?? "faq", z.enum(faqCatalogues, "catalogueInvalid")),
  questionDe: z.string().trim().max(300, "tooLong"),
  questionEs: z.string().trim().max(300, "tooLong"),
  answerDe: z.string().trim().max(50_000, "tooLong"),
  answerEs: z.string().trim().max(50_000, "tooLong"),
  anchorDe: anchor,
  anchorEs: anchor,
  displayOrder: z.preprocess(
    (value) => (emptyAsMissing(value) === undefined ? null : Number(value)),
    z.number("orderInvalid").int("orderInvalid").min(0, "orderInvalid").max(100_000, "orderInvalid").nullable(),
  ),
});

/** Whether an answer's HTML says anything (the rich-text editor's empty field is `<p></p>`). */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim() !== "";

export type ParsedFaqEntry = { ok: true; fields: FaqFields } | { ok: false; errors: FaqFieldErrors };

/**
 * The posted fields of an entry (or an older version's data), checked: the question in one language at least, an
 * answer wherever there is a question, anchors as slugs, the position a whole number or empty.
 */
export function parseFaqEntry(posted: Readonly<Record<string, unknown>>): ParsedFaqEntry {
  const values = Object.fromEntries(faqFieldNames.map((name) => [name, posted[name] ?? ""]));
  const result = schema.safeParse(values);
  const errors: FaqFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path[0] as FaqFieldName] ??= issue.message as FaqErrorCode;
    return { ok: false, errors };
  }
  const fields = result.data;
  if (!fields.questionDe && !fields.questionEs) errors.questionDe = errors.questionEs = "questionRequired";
  if (fields.questionDe && !hasText(fields.answerDe)) errors.answerDe = "answerRequired";
  if (fields.questionEs && !hasText(fields.answerEs)) errors.answerEs = "answerRequired";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, fields };
}
