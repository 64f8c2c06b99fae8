import { type AppLoadContext, data, redirect } from "react-router";
import { contentDatabase as db } from "~/features/content/content-db.server";
import { formatLongDate } from "~/features/content/dates";
import { resolveMediaUrl } from "~/features/content/media";
import { type PreparedPicture, preparePicture } from "~/features/media/picture.server";
import { pictureRefusalText } from "~/features/media/texts";
import { pictureRefusalStatus, readPicturesForm } from "~/features/media/upload.server";
import { variantUrl } from "~/features/media/variant-url";
import { acceptedPictureTypes } from "~/features/media/picture-acceptance";
import { shownMoment } from "../dates";
import { articleListPath, articlePath } from "../paths";
import { requireEditor } from "../require-editor.server";
import { workspaceTexts } from "../texts";
import {
  type ArticleRow,
  articleBuckets,
  deleteArticle,
  findArticle,
  galleryPaths,
  listArticles,
  moveGuide,
  saveArticle,
} from "./articles.server";
import { type ArticleKind, type FieldErrors, fieldNames, parseArticle, postedGallery } from "./fields";

/**
 * The loaders and actions of the posts and guides screens (app/routes/admin/{posts,post,guides,guide}*.tsx),
 * one implementation for both kinds. They read through the public pages' content database, so the samples of a
 * new install are in place before an editor's first look (and never come after the editor's own posts).
 */

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** The file controls of the editor: the main picture (`image`, the name the article's field has) and new gallery pictures. */
const IMAGE = "image";
const GALLERY_NEW = "galleryNew";

const kindTexts = (kind: ArticleKind, context: AppLoadContext) => {
  const texts = workspaceTexts[context.locale];
  return { ...texts.articles, ...(kind === "post" ? texts.posts : texts.guides) };
};

export type ArticleTexts = ReturnType<typeof kindTexts>;

/** A list: search (`q`), state, dates; guides in their display order. */
export async function articleListLoader(kind: ArticleKind, { request, context }: Args) {
  requireEditor(request, context);
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
      featured: item.featured,
      changed: shownMoment(item.updatedAt, context.locale),
    })),
  };
}

export type ArticleListData = Awaited<ReturnType<typeof articleListLoader>>;

/** The guide list's action: `intent=up|down` with `id` moves a guide one place (works without JavaScript). */
export async function guideListAction({ request, context }: Args) {
  const editor = requireEditor(request, context);
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const id = form?.get("id");
  if ((intent !== "up" && intent !== "down") || typeof id !== "string") throw data("Bad Request", { status: 400 });
  if (!(await moveGuide(await db(), id, intent, editor.id))) throw data("Not Found", { status: 404 });
  const back = new URL(request.url);
  return redirect(`${articleListPath("guide")}${back.search}`, 303);
}

/** What the editor shows of a field: the posted text, the stored value or the default. */
type Values = Record<string, string | boolean>;

export interface EditorItem {
  id: string | null;
  values: Values;
  /** The stored state: drafts have a preview, published items a public page. */
  status: string;
  image: string | null;
  gallery: { path: string; thumbnail: string; src: string; captionDe: string; captionEs: string }[];
}

const thumbnail = (src: string) => (src.startsWith("/media/") ? variantUrl(src, 320, "webp") : src);

function editorItem(kind: ArticleKind, row: ArticleRow<ArticleKind> | null): EditorItem {
  const bucket = articleBuckets[kind];
  if (!row) {
    const today = new Date().toISOString().slice(0, 10);
    const values: Values = Object.fromEntries(fieldNames[kind].map((name) => [name, ""]));
    Object.assign(
      values,
      kind === "post" ? { publishedDate: today, status: "draft" } : { status: "draft", featured: false, displayOrder: "0" },
    );
    return { id: null, values, status: "draft", image: null, gallery: [] };
  }
  const values: Values = Object.fromEntries(
    fieldNames[kind].map((name) => {
      const value = (row as unknown as Record<string, unknown>)[name];
      return [name, typeof value === "boolean" ? value : value == null ? "" : String(value)];
    }),
  );
  const captions = (index: number) => {
    const image = row.galleryImages[index];
    return typeof image === "object" && image
      ? { captionDe: image.caption_de ?? "", captionEs: image.caption_es ?? "" }
      : { captionDe: "", captionEs: "" };
  };
  return {
    id: row.id,
    values,
    status: row.status,
    image: resolveMediaUrl(bucket, row.imageUrl),
    gallery: galleryPaths(row).flatMap((path, index) => {
      const src = resolveMediaUrl(bucket, path);
      return src ? [{ path, src, thumbnail: thumbnail(src), ...captions(index) }] : [];
    }),
  };
}

/** An item's editor (`id` undefined: a new one); `?saved=1` after a save shows that it was saved. */
export async function articleEditorLoader(kind: ArticleKind, id: string | undefined, { request, context }: Args) {
  requireEditor(request, context);
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
  };
}

export type ArticleEditorData = Awaited<ReturnType<typeof articleEditorLoader>>;

/** The answer to a refused save: the field errors (or a picture's refusal) and what was posted, to show again. */
export interface ArticleRefusal {
  errors: FieldErrors;
  message?: string;
  values: Values;
  status?: number;
}

/**
 * Saving (new: a redirect to the new item's page; changed: back to its page) or `intent=delete`. Pictures
 * are checked before anything is stored; a refusal stores nothing and shows the form again with what was
 * posted.
 */
export async function articleEditorAction(kind: ArticleKind, id: string | undefined, { request, context }: Args) {
  const editor = requireEditor(request, context);
  const texts = kindTexts(kind, context);
  const form = await readPicturesForm(request, [IMAGE, GALLERY_NEW]);
  if ("refusal" in form) {
    return data<ArticleRefusal>(
      { errors: {}, message: pictureRefusalText(context.locale, form.refusal), values: {} },
      { status: pictureRefusalStatus[form.refusal] },
    );
  }
  const database = await db();
  if (form.fields.get("intent") === "delete") {
    if (id === undefined || !(await deleteArticle(database, kind, id, editor.id))) throw data("Not Found", { status: 404 });
    return redirect(`${articleListPath(kind)}?deleted=${encodeURIComponent(String(form.fields.get("titleDe") ?? ""))}`, 303);
  }
  const posted = Object.fromEntries(fieldNames[kind].map((name) => [name, form.fields.get(name) ?? undefined]));
  const values: Values = Object.fromEntries(Object.entries(posted).map(([name, value]) => [name, typeof value === "string" ? value : ""]));
  if (kind === "guide") values.featured = form.fields.get("featured") === "on";
  const parsed = parseArticle(kind, posted);
  if (!parsed.ok) return data<ArticleRefusal>({ errors: parsed.errors, message: texts.invalid, values }, { status: 400 });

  const prepared: PreparedPicture[] = [];
  for (const bytes of [...(form.pictures[IMAGE] ?? []), ...(form.pictures[GALLERY_NEW] ?? [])]) {
    const preparation = await preparePicture(bytes);
    if ("refusal" in preparation) {
      return data<ArticleRefusal>(
        { errors: {}, message: pictureRefusalText(context.locale, preparation.refusal), values },
        { status: pictureRefusalStatus[preparation.refusal] },
      );
    }
    prepared.push(preparation.picture);
  }
  const hasImage = (form.pictures[IMAGE]?.length ?? 0) > 0;
  const result = await saveArticle(database, {
    kind,
    id,
    fields: parsed.fields,
    gallery: postedGallery(form.fields),
    image: hasImage ? prepared[0]! : null,
    removeImage: form.fields.get("removeImage") === "on",
    galleryPictures: hasImage ? prepared.slice(1) : prepared,
    editorId: editor.id,
  });
  if (result.outcome === "notFound") throw data("Not Found", { status: 404 });
  if (result.outcome === "invalid") return data<ArticleRefusal>({ errors: result.errors, message: texts.invalid, values }, { status: 409 });
  return redirect(`${articlePath(kind, result.id)}?saved=1`, 303);
}

/** The preview of an item's public page in the host's language, a draft too (only in the workspace). */
export async function articlePreviewRow<K extends ArticleKind>(kind: K, id: string, { request, context }: Args) {
  requireEditor(request, context);
  const row = await findArticle(await db(), kind, id);
  if (!row) throw data("Not Found", { status: 404 });
  return { row, texts: kindTexts(kind, context), editorPath: articlePath(kind, row.id) };
}
