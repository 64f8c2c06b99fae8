import { type AppLoadContext, data, redirect } from "react-router";
import { contentDatabase as db } from "~/features/content/content-db.server";
import { formatLongDate } from "~/features/content/dates";
import { resolveMediaUrl } from "~/features/media/media-url";
import path from "node:path";
import { format } from "~/i18n/format";
import { localMinuteOf, shortAssociationMoment } from "~/platform/time/association-time";
import { type PreparedPicture, preparePicture } from "~/features/media/picture.server";
import { pictureLimits, pictureRefusalText } from "~/features/media/texts";
import {
  type FormRefusal,
  type PictureForm,
  type ReceivedPicture,
  pictureRefusalStatus,
  withPictureForm,
} from "~/features/media/upload.server";
import { thumbnailUrl } from "~/features/media/variant-url";
import { acceptedPictureTypes } from "~/features/media/picture-acceptance";
import { shownMoment } from "../dates";
import { articleListPath, articlePath } from "../paths";
import { historyAction, historyLoader } from "../history/history.server";
import { signedInEditor } from "../signed-in.server";
import { postedMove } from "../posted-move.server";
import {
  type ArticleRow,
  articleBuckets,
  deleteArticle,
  findArticle,
  listArticles,
  moveGuide,
  restoreArticle,
  saveArticle,
} from "./articles.server";
import {
  type ArticleKind,
  type EditorValues,
  type FieldErrors,
  type FieldValues,
  type GalleryEntry,
  fieldNames,
  parseArticle,
  postedGallery,
  postedValues,
} from "./fields";
import { articlePublicPage } from "./public-page";
import { articleKindTexts, articleTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

/**
 * The loaders and actions of the posts and guides screens (app/routes/admin/{posts,post,guides,guide}*.tsx),
 * one implementation for both kinds. They read through the public pages' content database, so the samples of a
 * new install are in place before an editor's first look (and never come after the editor's own posts).
 */

/** The file controls of the editor: the main picture (`image`, the name the article's field has) and new gallery pictures. */
const IMAGE = "image";
const GALLERY_NEW = "galleryNew";

const kindTexts = (kind: ArticleKind, context: AppLoadContext) => {
  const texts = articleTexts[context.locale];
  const { fields } = texts;
  return {
    ...texts,
    fields: { ...fields, imageHint: format(fields.imageHint, pictureLimits), galleryHint: format(fields.galleryHint, pictureLimits) },
    ...articleKindTexts[context.locale][kind],
  };
};

export type ArticleTexts = ReturnType<typeof kindTexts>;

/** A list: search (`q`), state, dates; guides in their display order. */
export async function articleListLoader(kind: ArticleKind, { request, context }: WorkspaceRouteArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const items = await listArticles(await db(), kind, q);
  return {
    kind,
    q,
    texts: kindTexts(kind, context),
    deleted: new URL(request.url).searchParams.get("deleted"),
    items: items.map((item) => ({
      id: item.id,
      titleDe: item.titleDe,
      titleEs: item.titleEs,
      status: item.status,
      publishedDate: item.publishedDate ? formatLongDate(item.publishedDate, context.locale) : null,
      scheduledFor:
        item.status === "scheduled" && item.publishAt
          ? format(kindTexts(kind, context).scheduledFor, { moment: shortAssociationMoment(item.publishAt, context.locale) })
          : null,
      featured: item.featured,
      changed: shownMoment(item.updatedAt, context.locale),
    })),
  };
}

export type ArticleListData = Awaited<ReturnType<typeof articleListLoader>>;

/** The guide list's action: `intent=up|down` with `id` moves a guide one place (works without JavaScript). */
export async function guideListAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const { id, direction } = await postedMove(request);
  if (!(await moveGuide(await db(), id, direction, editor.id))) throw data("Not Found", { status: 404 });
  const back = new URL(request.url);
  return redirect(`${articleListPath("guide")}${back.search}`, 303);
}

export interface EditorItem {
  id: string | null;
  /** Which stored state this is (its last change): the form starts afresh when it changes, not on a refused save. */
  version: string;
  /** The stored fields; the gallery's texts are with its pictures. */
  values: FieldValues;
  /** The stored state: drafts have a preview, published items a public page. */
  status: string;
  image: string | null;
  gallery: (GalleryEntry & { thumbnail: string; src: string })[];
}

function editorItem(kind: ArticleKind, row: ArticleRow<ArticleKind> | null): EditorItem {
  const bucket = articleBuckets[kind];
  if (!row) {
    const today = new Date().toISOString().slice(0, 10);
    const values: FieldValues = Object.fromEntries(fieldNames[kind].map((name) => [name, ""]));
    Object.assign(
      values,
      { imageFocalX: "50", imageFocalY: "50" },
      kind === "post" ? { publishedDate: today, status: "draft" } : { status: "draft", featured: false, displayOrder: "0" },
    );
    return { id: null, version: "new", values, status: "draft", image: null, gallery: [] };
  }
  const values: FieldValues = Object.fromEntries(
    fieldNames[kind].map((name) => {
      const value = (row as unknown as Record<string, unknown>)[name];
      if (value instanceof Date) return [name, localMinuteOf(value)];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a row's other fields are text and numbers
      return [name, typeof value === "boolean" ? value : value == null ? "" : String(value)];
    }),
  );
  return {
    id: row.id,
    version: row.updatedAt.toISOString(),
    values,
    status: row.status,
    image: resolveMediaUrl(bucket, row.imageUrl),
    gallery: row.galleryImages.flatMap((image) => {
      const src = resolveMediaUrl(bucket, image.url);
      if (!src) return [];
      const texts = {
        captionDe: image.caption_de ?? "",
        captionEs: image.caption_es ?? "",
        altDe: image.alt_de ?? "",
        altEs: image.alt_es ?? "",
      };
      return [{ path: image.url, src, thumbnail: thumbnailUrl(src), ...texts }];
    }),
  };
}

/**
 * An item's editor (`id` undefined: a new one); `?saved=1` after a save shows that it was saved, and where a
 * published item is on the site.
 */
export async function articleEditorLoader(kind: ArticleKind, id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const row = id === undefined ? null : await findArticle(await db(), kind, id);
  if (id !== undefined && !row) throw data("Not Found", { status: 404 });
  const item = editorItem(kind, row);
  return {
    kind,
    texts: kindTexts(kind, context),
    accept: acceptedPictureTypes,
    item,
    listPath: articleListPath(kind),
    saved: new URL(request.url).searchParams.get("saved") === "1",
    publicPage: row && articlePublicPage(kind, row, context.locale, context.origins),
  };
}

export type ArticleEditorData = Awaited<ReturnType<typeof articleEditorLoader>>;

/** The answer to a refused save: the field errors (or a picture's refusal) and what was posted, to show again (none when the form was not read). */
export interface ArticleRefusal {
  errors: FieldErrors;
  message?: string;
  /** The pictures that were chosen and are not kept: the editor chooses them again (a page sent without JavaScript). */
  chooseAgain?: string;
  values?: EditorValues;
  status?: number;
}

/**
 * Saving (new: a redirect to the new item's page; changed: back to its page) or `intent=delete`. The form's
 * pictures arrive as temporary files (withPictureForm); they are checked before anything is stored, and a refusal
 * stores nothing and shows the form again with what was posted, naming the picture that was refused, or those to
 * choose again.
 */
export function articleEditorAction(kind: ArticleKind, id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const texts = kindTexts(kind, context);
  const picture = (received: Pick<ReceivedPicture, "field" | "name">, reason: string) =>
    format(texts.pictureRefused, {
      picture: texts.pictureKinds[received.field as keyof typeof texts.pictureKinds],
      name: received.name,
      reason,
    });
  const refusedPicture = ({ refusal, picture: which }: FormRefusal, values?: EditorValues) => {
    const reason = pictureRefusalText(context.locale, refusal);
    return data<ArticleRefusal>(
      { errors: {}, message: which ? picture(which, reason) : reason, values },
      { status: pictureRefusalStatus[refusal] },
    );
  };

  return withPictureForm(
    request,
    [IMAGE, GALLERY_NEW],
    (form) => saveForm(form),
    (refusal) => refusedPicture(refusal, refusal.fields && postedValues(kind, refusal.fields)),
  );

  async function saveForm({ fields, pictures, directory }: PictureForm) {
    const database = await db();
    if (fields.get("intent") === "delete") {
      if (id === undefined || !(await deleteArticle(database, kind, id, editor.id))) throw data("Not Found", { status: 404 });
      return redirect(
        `${articleListPath(kind)}?deleted=${encodeURIComponent(String((fields.get("titleDe") as string | null) ?? ""))}`,
        303,
      );
    }
    const posted = Object.fromEntries(fieldNames[kind].map((name) => [name, fields.get(name) ?? undefined]));
    const values = postedValues(kind, fields);
    // With JavaScript the page keeps its chosen files after a refusal (it says so with `filesKept`); without, the
    // editor chooses them again, each named.
    const chooseAgain =
      pictures.length && fields.get("filesKept") !== "1"
        ? format(texts.chooseAgain, { pictures: pictures.map((chosen) => picture(chosen, "").replace(/: $/, "")).join(", ") })
        : undefined;
    const parsed = parseArticle(kind, posted);
    if (!parsed.ok) return data<ArticleRefusal>({ errors: parsed.errors, message: texts.invalid, chooseAgain, values }, { status: 400 });

    const prepared: PreparedPicture[] = [];
    for (const [index, chosen] of pictures.entries()) {
      const preparation = await preparePicture(chosen.file, path.join(directory, `stored-${index}`));
      if ("refusal" in preparation) return refusedPicture({ refusal: preparation.refusal, picture: chosen }, values);
      prepared.push(preparation.picture);
    }
    const hasImage = pictures[0]?.field === IMAGE;
    const result = await saveArticle(database, {
      kind,
      id,
      fields: parsed.fields,
      proposedSlugs: parsed.proposedSlugs,
      gallery: postedGallery(fields),
      image: hasImage ? prepared[0]! : null,
      removeImage: fields.get("removeImage") === "on",
      galleryPictures: hasImage ? prepared.slice(1) : prepared,
      editorId: editor.id,
    });
    if (result.outcome === "notFound") throw data("Not Found", { status: 404 });
    if (result.outcome === "invalid") {
      return data<ArticleRefusal>({ errors: result.errors, message: texts.invalid, chooseAgain, values }, { status: 409 });
    }
    return redirect(`${articlePath(kind, result.id)}?saved=1`, 303);
  }
}

const historyTitle = (row: { titleDe: string }) => row.titleDe;

/** `…/<id>/history`: an item's versions, each field named as the editor names it. */
export async function articleHistoryLoader(kind: ArticleKind, id: string | undefined, args: WorkspaceRouteArgs) {
  const row = id === undefined ? null : await findArticle(await db(), kind, id);
  if (!row) throw data("Not Found", { status: 404 });
  const texts = kindTexts(kind, args.context);
  const labels: Record<string, string> = { ...texts.fields, ...texts.historyFields };
  const fieldLabel = (field: string) => {
    const language = /(De|Es)$/.exec(field)?.[1];
    const label = labels[field.replace(/(De|Es)$/, "")] ?? labels[field] ?? field;
    return language ? `${label} (${language === "De" ? texts.german : texts.spanish})` : label;
  };
  return historyLoader({ kind, itemId: row.id, item: historyTitle(row), backPath: articlePath(kind, row.id), fieldLabel }, args);
}

/** Restoring a version of a post or guide saves it again as its newest (refused when its slug went to another item since). */
export function articleHistoryAction(kind: ArticleKind, id: string | undefined, args: WorkspaceRouteArgs) {
  if (id === undefined) throw data("Not Found", { status: 404 });
  const texts = kindTexts(kind, args.context);
  return historyAction(
    { kind, itemId: id },
    async (restored, editorId, note) => {
      const outcome = await restoreArticle(await db(), kind, id, restored, editorId, note);
      if (outcome.ok) return outcome;
      if (outcome.reason === "notFound") throw data("Not Found", { status: 404 });
      return { ok: false, reason: texts.errors.slugTaken };
    },
    args,
  );
}

/** The preview of an item's public page in the host's language, a draft too (only in the workspace). */
export async function articlePreviewRow<K extends ArticleKind>(kind: K, id: string, { context }: WorkspaceRouteArgs) {
  const row = await findArticle(await db(), kind, id);
  if (!row) throw data("Not Found", { status: 404 });
  return { row, texts: kindTexts(kind, context), editorPath: articlePath(kind, row.id) };
}
