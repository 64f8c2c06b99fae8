import { type AppLoadContext, data, redirect } from "react-router";
import { db } from "~/db/db.server";
import { legalPageSource } from "~/features/pages/legal/legal-page.server";
import { format } from "~/i18n/format";
import { routeTable } from "~/i18n/route-table";
import { type PageVersion, savePageTexts, savedPage } from "~/platform/page-texts/store.server";
import { articleTexts } from "../articles/texts";
import { historyAction, historyLoader } from "../history/history.server";
import { historyPath, workspacePaths } from "../paths";
import { recordActivity } from "../activity.server";
import { signedInEditor } from "../signed-in.server";
import { type EditablePage, editablePages, isEditablePage } from "./editable-pages";
import { type PageFieldError, pageTextFields, parsePageForm } from "./page-form.server";
import { pagesTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

const pagePath = (page: EditablePage) => `${workspacePaths.pages}/${page}`;
const publicPath = (page: EditablePage, context: AppLoadContext) => `${context.origins[context.locale]}${routeTable[page][context.locale]}`;
const changedCount = (version: PageVersion | undefined) =>
  Object.values(version?.texts ?? {}).reduce((sum, texts) => sum + Object.keys(texts ?? {}).length, 0) +
  (version?.contentDe !== undefined || version?.contentEs !== undefined ? 1 : 0);

/** `/admin/pages`: every page whose texts editors change, with how much of it they changed. */
export function pagesLoader({ context }: WorkspaceRouteArgs) {
  const texts = pagesTexts[context.locale];
  return {
    texts,
    pages: (Object.keys(editablePages) as EditablePage[]).map((page) => {
      const changed = changedCount(savedPage(page));
      return {
        key: page,
        name: texts.names[page],
        path: pagePath(page),
        publicUrl: publicPath(page, context),
        state: changed === 0 ? texts.unchanged : format(texts.changedCount, { count: changed }),
      };
    }),
  };
}

function pageKey(key: string | undefined): EditablePage {
  if (!key || !isEditablePage(key)) throw data("Not Found", { status: 404 });
  return key;
}

/** One row of the form: a text's place in the page and its value in each language. */
export interface PageTextRow {
  key: string;
  label: string;
  de: { name: string; value: string; multiline: boolean };
  es: { name: string; value: string; multiline: boolean };
}

/** `/admin/pages/<key>`: the page's texts side by side in both languages (or its rich text), as the page shows them now. */
export function pageLoader(key: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const page = pageKey(key);
  const texts = pagesTexts[context.locale];
  const saved = savedPage(page);
  const fields = pageTextFields(page);
  const value = (field: (typeof fields)[number]) => saved?.texts?.[field.locale]?.[field.key] ?? field.code;
  const rows: PageTextRow[] = fields
    .filter((field) => field.locale === "de")
    .map((german) => {
      const spanish = fields.find((field) => field.locale === "es" && field.key === german.key)!;
      const cell = (field: typeof german) => ({ name: field.name, value: value(field), multiline: field.code.length > 90 });
      return { key: german.key, label: german.key.split(".").slice(1).join(" › "), de: cell(german), es: cell(spanish) };
    });
  return {
    texts,
    editorTexts: articleTexts[context.locale].editor,
    page,
    name: texts.names[page],
    rows,
    richText:
      "richText" in editablePages[page]
        ? { contentDe: legalPageSource(page as "imprint", "de"), contentEs: legalPageSource(page as "imprint", "es") }
        : null,
    publicUrl: publicPath(page, context),
    historyPath: historyPath(pagePath(page)),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export type PageData = ReturnType<typeof pageLoader>;

export interface PageRefusal {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const errorText = (error: PageFieldError, texts: (typeof pagesTexts)["de"]) =>
  error.code === "placeholders"
    ? format(texts.errors.placeholders, { placeholders: error.placeholders })
    : error.code === "anchor"
      ? format(texts.errors.anchor, { anchor: error.anchor })
      : texts.errors[error.code];

/** Saving a page's texts: all checked, one wrong text refuses the form (422) naming each; else its next version. */
export async function pageAction(key: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const page = pageKey(key);
  const texts = pagesTexts[context.locale];
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Bad Request", { status: 400 });
  const written = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = parsePageForm(page, written);
  if (!parsed.ok) {
    const errors = Object.fromEntries(Object.entries(parsed.errors).map(([name, error]) => [name, errorText(error, texts)]));
    return data<PageRefusal>({ message: texts.invalid, errors, values: written }, { status: 422 });
  }
  await savePageTexts(await db(), page, parsed.data, editor.id, undefined, (tx) =>
    recordActivity(tx, { editorId: editor.id, subjectType: "page", action: "changed", subjectId: page, summary: texts.names[page] }),
  );
  return redirect(`${pagePath(page)}?saved=1`, 303);
}

/** `/admin/pages/<key>/history`: the page's versions; a changed text is named by its language and place. */
export function pageHistoryLoader(key: string | undefined, args: WorkspaceRouteArgs) {
  const page = pageKey(key);
  const texts = pagesTexts[args.context.locale];
  const language = { de: texts.german, es: texts.spanish } as Record<string, string>;
  return historyLoader(
    {
      kind: "page",
      itemId: page,
      item: texts.names[page],
      backPath: pagePath(page),
      fieldLabel: (field) => {
        const rich = /^content(De|Es)$/.exec(field);
        if (rich) return `${texts.content} (${rich[1] === "De" ? texts.german : texts.spanish})`;
        const [, locale, , ...path] = field.split(".");
        return `${language[locale ?? ""] ?? locale}: ${path.join(" › ")}`;
      },
    },
    args,
  );
}

/** Restoring a version of a page saves it again as the newest. */
export function pageHistoryAction(key: string | undefined, args: WorkspaceRouteArgs) {
  const page = pageKey(key);
  return historyAction(
    { kind: "page", itemId: page },
    async (restored, editorId, note) => {
      await savePageTexts(await db(), page, restored, editorId, note, (tx) =>
        recordActivity(tx, {
          editorId,
          subjectType: "page",
          action: "restored",
          subjectId: page,
          summary: pagesTexts[args.context.locale].names[page],
        }),
      );
      return { ok: true };
    },
    args,
  );
}
