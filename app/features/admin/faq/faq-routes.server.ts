import { type AppLoadContext, data, redirect } from "react-router";
import { type FaqCatalogue, faqCatalogues } from "~/db/schema/site";
import { db } from "~/db/db.server";
import { pickLocale } from "~/features/content/localized";
import { format } from "~/i18n/format";
import { type Locale, otherLocale } from "~/i18n/locales";
import { historyAction, historyLoader } from "../history/history.server";
import { faqEntryPath, historyPath, workspacePaths } from "../paths";
import { postedMove } from "../posted-move.server";
import { signedInEditor } from "../signed-in.server";
import { articleTexts } from "../articles/texts";
import { type FaqEntryRow, deleteFaqEntry, findFaqEntry, listFaqEntries, moveFaqEntry, saveFaqEntry } from "./entries.server";
import { type FaqFieldErrors, type FaqFieldName, faqFieldNames } from "./fields";
import { linkedAnchors } from "./linked-anchors";
import { type FaqWorkspaceTexts, faqWorkspaceTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

/**
 * The loaders and actions of the FAQ screens (app/routes/admin/faq*.tsx): the list per catalogue with its order,
 * an entry's editor, its history.
 */

const isCatalogue = (value: unknown): value is FaqCatalogue => faqCatalogues.includes(value as FaqCatalogue);

/** Where the list shows a catalogue (the list's action returns there after a move). */
const catalogueAnchor = (catalogue: FaqCatalogue) => `catalogue-${catalogue}`;

/** The question an entry goes by in the workspace: in the host's language, else in the other. */
const questionIn = (locale: Locale, row: Pick<FaqEntryRow, "questionDe" | "questionEs">) =>
  pickLocale(locale, row.questionDe, row.questionEs) || pickLocale(locale, row.questionEs, row.questionDe);

/** Every catalogue's entries in their order, each with the languages it is asked in and its anchors. */
export async function faqListLoader({ request, context }: WorkspaceRouteArgs) {
  const texts = faqWorkspaceTexts[context.locale];
  const rows = await listFaqEntries(await db());
  return {
    texts,
    deleted: new URL(request.url).searchParams.get("deleted"),
    catalogues: faqCatalogues.map((catalogue) => ({
      catalogue,
      anchor: catalogueAnchor(catalogue),
      title: texts.catalogues[catalogue],
      newPath: `${faqEntryPath("new")}?catalogue=${catalogue}`,
      entries: rows
        .filter((row) => row.catalogue === catalogue)
        .map((row) => ({
          id: row.id,
          path: faqEntryPath(row.id),
          question: questionIn(context.locale, row),
          /** The other language's question, where the entry has both. */
          other: row.questionDe && row.questionEs ? questionIn(otherLocale(context.locale), row) : null,
          /** The language the entry is asked in, where it is only one. */
          only: row.questionDe && row.questionEs ? null : row.questionDe ? texts.onlyGerman : texts.onlySpanish,
          // One anchor where both languages share it (`teaming`).
          anchors: [...new Set([row.anchorDe, row.anchorEs].filter(Boolean))],
        })),
    })),
  };
}

export type FaqListData = Awaited<ReturnType<typeof faqListLoader>>;

/** The list's action: `intent=up|down` with `id` moves an entry one place in its catalogue (works without JavaScript). */
export async function faqListAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const { id, direction } = await postedMove(request);
  const catalogue = await moveFaqEntry(await db(), id, direction, editor.id);
  if (!catalogue) throw data("Not Found", { status: 404 });
  return redirect(`${workspacePaths.faq}#${catalogueAnchor(catalogue)}`, 303);
}

/** What the editor shows of each field: the stored value, or what was posted. */
type Values = Record<FaqFieldName, string>;

const valuesOf = (source: Readonly<Record<string, unknown>>): Values =>
  Object.fromEntries(faqFieldNames.map((name) => [name, source[name] == null ? "" : String(source[name] as string | number)])) as Values;

/** An entry's editor (`id` undefined: a new one, in the catalogue `?catalogue=` names); `?saved=1` after a save. */
export async function faqEditorLoader(id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const url = new URL(request.url);
  const row = id === undefined ? null : await findFaqEntry(await db(), id);
  if (id !== undefined && !row) throw data("Not Found", { status: 404 });
  const catalogue = url.searchParams.get("catalogue");
  const texts = faqWorkspaceTexts[context.locale];
  const linked = row ? Object.values(linkedAnchors(row)) : [];
  return {
    texts,
    editorTexts: articleTexts[context.locale].editor,
    id: row?.id ?? null,
    title: row ? questionIn(context.locale, row) : texts.newTitle,
    values: valuesOf(row ?? { catalogue: isCatalogue(catalogue) ? catalogue : "faq" }),
    linked: linked.length ? format(texts.linked, { anchors: linked.map((anchor) => `#${anchor}`).join(", ") }) : null,
    listPath: workspacePaths.faq,
    historyPath: row ? historyPath(faqEntryPath(row.id)) : null,
    saved: url.searchParams.get("saved") === "1",
  };
}

export type FaqEditorData = Awaited<ReturnType<typeof faqEditorLoader>>;

/** A refused save or delete: the field errors and what was posted, to show again (no values: the stored ones). */
export interface FaqRefusal {
  errors: FaqFieldErrors;
  message: string;
  values?: Values;
}

/**
 * Saving (a new entry: a redirect to its page; a change: back to its page) or `intent=delete`. A wrong value answers
 * 422 with the form as posted and the field's error; nothing is saved.
 */
export async function faqEditorAction(id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const texts = faqWorkspaceTexts[context.locale];
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Bad Request", { status: 400 });
  const database = await db();
  if (form.get("intent") === "delete") {
    if (id === undefined) throw data("Not Found", { status: 404 });
    const deleted = await deleteFaqEntry(database, id, editor.id);
    if (deleted.outcome === "notFound") throw data("Not Found", { status: 404 });
    if (deleted.outcome === "linked") {
      const anchors = deleted.anchors.map((anchor) => `#${anchor}`).join(", ");
      return data<FaqRefusal>({ errors: {}, message: format(texts.deleteLinked, { anchors }) }, { status: 409 });
    }
    return redirect(`${workspacePaths.faq}?deleted=${encodeURIComponent(deleted.question)}`, 303);
  }
  const posted = Object.fromEntries(faqFieldNames.map((name) => [name, form.get(name) ?? undefined]));
  const saved = await saveFaqEntry(database, { id, posted, editorId: editor.id });
  if (saved.outcome === "notFound") throw data("Not Found", { status: 404 });
  if (saved.outcome === "invalid") {
    return data<FaqRefusal>({ errors: saved.errors, message: texts.invalid, values: valuesOf(posted) }, { status: 422 });
  }
  return redirect(`${faqEntryPath(saved.id)}?saved=1`, 303);
}

/** The entry's field errors in words, for a version the checks refuse today. */
const refusalText = (errors: FaqFieldErrors, texts: FaqWorkspaceTexts) =>
  Object.entries(errors)
    .map(([field, code]) => `${texts.fieldLabels[field as FaqFieldName]}: ${texts.errors[code]}`)
    .join(" ");

async function historyOf(id: string, context: AppLoadContext) {
  const row = await findFaqEntry(await db(), id);
  if (!row) throw data("Not Found", { status: 404 });
  const texts = faqWorkspaceTexts[context.locale];
  return {
    kind: "faq" as const,
    itemId: row.id,
    item: questionIn(context.locale, row),
    backPath: faqEntryPath(row.id),
    fieldLabel: (field: string) => texts.fieldLabels[field as FaqFieldName] ?? field,
  };
}

/** `/admin/faq/{id}/history`: the entry's versions, newest first. */
export async function faqHistoryLoader(id: string, args: WorkspaceRouteArgs) {
  return historyLoader(await historyOf(id, args.context), args);
}

/** Restores a version as the entry's newest, through the entry's own save (its checks, its announcement). */
export async function faqHistoryAction(id: string, args: WorkspaceRouteArgs) {
  const texts = faqWorkspaceTexts[args.context.locale];
  return historyAction(
    await historyOf(id, args.context),
    async (version, editorId, note) => {
      const restored = await saveFaqEntry(await db(), { id, posted: version, editorId, note });
      if (restored.outcome === "notFound") throw data("Not Found", { status: 404 });
      return restored.outcome === "saved" ? { ok: true } : { ok: false, reason: refusalText(restored.errors, texts) };
    },
    args,
  );
}
