import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/lib/hydrated";
import { Form, Link, useNavigation } from "react-router";
import { Input } from "~/components/ui/input";
import { hasVariants, variantUrl } from "~/features/media/variant-url";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/hooks";
import { DeleteConfirmation } from "../../components/delete-confirmation";
import { FormField } from "../../components/form-field";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import type { ArticleEditorData, ArticleRefusal, EditorItem } from "../article-routes.server";
import { draftQuestion } from "../draft";
import { type EditorValues, type GalleryTexts, imagePlaceholder } from "../fields";
import { FocalPointField } from "./focal-point-field";
import { RichTextField } from "./rich-text-field";
import { useArticleDraft } from "./use-article-draft";

type Props = ArticleEditorData & { refusal?: ArticleRefusal };
type Language = "De" | "Es";

/** What the server holds of the item, as the form holds it. */
const storedValues = (item: EditorItem): EditorValues => ({
  fields: { ...item.values, removeImage: false },
  gallery: item.gallery.map(({ path, captionDe, captionEs, altDe, altEs }) => ({
    path,
    captionDe,
    captionEs,
    altDe,
    altEs,
    removed: false,
  })),
});

/** The stored main picture as the editor previews it: a copy of a few hundred KB, not a phone's original. */
const preview = (src: string | null) => (src && hasVariants(src) ? variantUrl(src, 640, "webp") : src);

/**
 * The editor of one post or guide: both languages side by side, every field of the item, its main picture
 * (descriptions, focal point) and gallery (captions, descriptions); saving, preview and deleting. One form,
 * posted to the route's action (multipart: pictures). With JavaScript the form stays as typed, chosen files
 * included, through a refused save, and the browser keeps a draft of it that is offered back after a failed
 * save, a crash, a reload or a closed tab.
 */
export function ArticleEditorPage({ kind, texts, item, accept, listPath, saved, publicPage, refusal }: Props) {
  const id = useId();
  const locale = useLocale();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const form = useRef<HTMLFormElement>(null);
  const stored = storedValues(item);
  const draft = useArticleDraft({ kind, id: item.id, version: item.version, stored, form });
  // A restored draft of this stored version: the form starts afresh with it (a later save's answer starts from the server again).
  const [restored, setRestored] = useState<{ version: string; values: EditorValues; count: number }>();
  const restoredNow = restored?.version === item.version ? restored : undefined;
  const shown = restoredNow?.values ?? refusal?.values ?? stored;
  // The form is rebuilt when the stored item changes (after a save, so that no file is sent twice) or a draft is
  // restored; a refused save keeps it as it is, typed fields and chosen files.
  const formKey = `${item.id}:${item.version}:${restoredNow?.count ?? 0}`;
  // A refusal of a picture (no field errors): it must be chosen again.
  const pictureRefused = refusal !== undefined && Object.keys(refusal.errors).length === 0;
  // The main picture just chosen, previewed from its file while it is chosen: in this form, and not since a
  // refusal of a picture emptied the file controls.
  const [chosen, setChosen] = useState<{ formKey: string; answer: ArticleRefusal | undefined; url: string }>();
  const chosenImage = chosen?.formKey === formKey && (chosen.answer === refusal || !pictureRefused) ? chosen.url : null;
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  // The file controls are emptied after a refusal of a picture (which one it was, the answer does not say).
  useEffect(() => {
    if (!pictureRefused) return;
    for (const control of form.current?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? []) control.value = "";
  }, [pictureRefused, refusal]);

  const hydrated = useHydrated();
  const errors = refusal?.errors ?? {};
  const text = (name: string) => String(shown.fields[name] ?? "");
  const title = item.id ? String(item.values.titleDe) : texts.newTitle;
  const languageName = (language: Language) => (language === "De" ? texts.german : texts.spanish);
  const field = (name: string, label: string, options: { hint?: string; type?: string; lang?: string; multiline?: boolean } = {}) => {
    const error = errors[name];
    return (
      <FormField
        id={`${id}-${name}`}
        name={name}
        label={label}
        defaultValue={text(name)}
        error={error && texts.errors[error]}
        {...options}
      />
    );
  };
  /** A gallery picture's texts as shown: as typed (a refused save, a restored draft), else as stored. */
  const galleryTexts = (path: string): GalleryTexts | undefined => shown.gallery.find((picture) => picture.path === path);
  const column = (language: Language) => {
    const lang = language === "De" ? "de" : "es";
    const gallery = item.gallery.map((picture, index) => {
      const typed = galleryTexts(picture.path) ?? picture;
      return { src: picture.src, thumbnail: picture.thumbnail, index, about: typed[`alt${language}`] || typed[`caption${language}`] };
    });
    return (
      <fieldset lang={lang} className="min-w-0 space-y-4">
        <legend className="mb-2 text-xl font-semibold">{languageName(language)}</legend>
        {field(`title${language}`, texts.fields.title)}
        {field(`slug${language}`, texts.fields.slug, { hint: texts.fields.slugHint })}
        {field(`excerpt${language}`, texts.fields.excerpt, { multiline: true })}
        {field(`category${language}`, texts.fields.category)}
        {kind === "guide" && field(`metaDescription${language}`, texts.fields.metaDescription, { multiline: true })}
        <RichTextField
          id={`${id}-content${language}`}
          name={`content${language}`}
          label={texts.fields.content}
          defaultValue={text(`content${language}`)}
          texts={texts.editor}
          gallery={gallery}
          placeholders={kind === "guide"}
        />
      </fieldset>
    );
  };
  /** A text of a picture in both languages (caption, description), each field named by its language. */
  const pictureTexts = (name: string, label: string, values: Record<Language, string>, hint?: string) =>
    (["De", "Es"] as const).map((language) => (
      <div key={language} className="space-y-1">
        <label htmlFor={`${id}-${name}${language}`} className="block text-sm">
          {label} ({languageName(language)})
        </label>
        <Input
          id={`${id}-${name}${language}`}
          name={`${name}${language}`}
          defaultValue={values[language]}
          lang={language === "De" ? "de" : "es"}
          aria-describedby={hint}
        />
      </div>
    ));
  return (
    <WorkspacePage title={title}>
      {saved && !refusal && (
        <Notice tone="success">
          {texts.saved}{" "}
          {publicPage && (
            <a href={publicPage} className="underline underline-offset-4">
              {texts.viewOnSite}
            </a>
          )}
        </Notice>
      )}
      {refusal?.message && <Notice tone="error">{refusal.message}</Notice>}
      {refusal?.chooseAgain && <Notice tone="error">{refusal.chooseAgain}</Notice>}
      {draft.offered && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-primary bg-primary/5 px-4 py-3">
          <p>{draftQuestion(draft.offered.savedAt, draft.offered.offeredAt, locale, texts.draft)}</p>
          <button
            type="button"
            className="ui-btn ui-btn-default ui-btn-size-sm"
            onClick={() => {
              const values = draft.restore();
              if (values) setRestored({ version: item.version, values, count: (restored?.count ?? 0) + 1 });
            }}
          >
            {texts.draft.restore}
          </button>
          <button type="button" className="ui-btn ui-btn-outline ui-btn-size-sm" onClick={draft.discard}>
            {texts.draft.discard}
          </button>
        </div>
      )}
      {restoredNow && <Notice>{texts.draft.restored}</Notice>}
      <p>
        <Link to={listPath} className="text-primary underline underline-offset-4">
          ← {texts.title}
        </Link>
      </p>
      <Form key={formKey} ref={form} method="post" encType="multipart/form-data" className="space-y-8" {...draft.formHandlers}>
        {/* Only once the page's code runs: then a refused save keeps the chosen files, and the answer need not name them. */}
        {hydrated && <input type="hidden" name="filesKept" value="1" />}
        <section className="ui-card grid gap-4 p-6 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1">
            <label htmlFor={`${id}-status`} className="block font-medium">
              {texts.fields.status}
            </label>
            <select id={`${id}-status`} name="status" defaultValue={text("status")} className="w-full rounded-md border bg-background p-2">
              <option value="draft">{texts.status.draft}</option>
              <option value="scheduled">{texts.status.scheduled}</option>
              <option value="published">{texts.status.published}</option>
            </select>
          </div>
          {field("publishAt", texts.fields.publishAt, { type: "datetime-local" })}
          {kind === "post" ? (
            field("publishedDate", texts.fields.publishedDate, { type: "date" })
          ) : (
            <>
              {field("displayOrder", texts.fields.displayOrder, { type: "number" })}
              <label className="flex items-center gap-2 self-end pb-2 font-medium">
                <input type="checkbox" name="featured" defaultChecked={shown.fields.featured === true} className="size-4" />
                {texts.fields.featured}
              </label>
            </>
          )}
        </section>

        <p className="text-sm text-muted-foreground">{texts.sides}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          {column("De")}
          {column("Es")}
        </div>

        <section aria-labelledby={`${id}-pictures`} className="ui-card space-y-6 p-6">
          <h2 id={`${id}-pictures`} className="text-xl font-semibold">
            {texts.fields.pictures}
          </h2>
          <div className="space-y-4">
            <div className="space-y-2">
              <label htmlFor={`${id}-image`} className="block font-medium">
                {texts.fields.image}
              </label>
              <p className="text-sm text-muted-foreground">{texts.fields.imageHint}</p>
              <input
                id={`${id}-image`}
                type="file"
                name="image"
                accept={accept}
                className="block"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  setChosen(file && { formKey, answer: refusal, url: URL.createObjectURL(file) });
                }}
              />
              {item.image && (
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removeImage" defaultChecked={shown.fields.removeImage === true} className="size-4" />
                  {texts.fields.removeImage}
                </label>
              )}
            </div>
            <FocalPointField src={chosenImage ?? preview(item.image)} x={text("imageFocalX")} y={text("imageFocalY")} texts={texts.fields}>
              {field("imageFocalX", texts.fields.focusX, { type: "number" })}
              {field("imageFocalY", texts.fields.focusY, { type: "number" })}
            </FocalPointField>
            <p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
              {texts.fields.altHint}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {pictureTexts("imageAlt", texts.fields.alt, { De: text("imageAltDe"), Es: text("imageAltEs") }, `${id}-alt-hint`)}
            </div>
          </div>

          <fieldset className="space-y-3">
            <legend className="font-medium">{texts.fields.gallery}</legend>
            {item.gallery.length > 0 && (
              <ol className="grid gap-4 sm:grid-cols-2">
                {item.gallery.map((picture, index) => {
                  const typed = galleryTexts(picture.path) ?? { ...picture, removed: false };
                  return (
                    <li key={picture.path} className="space-y-2 rounded-md border p-3">
                      <img
                        src={picture.thumbnail}
                        alt={format(texts.fields.galleryPicture, { number: index + 1 })}
                        className="max-h-32 rounded"
                      />
                      <input type="hidden" name="galleryPath" value={picture.path} />
                      {kind === "guide" && (
                        <p className="text-sm">{format(texts.fields.placeholderHint, { placeholder: imagePlaceholder(index) })}</p>
                      )}
                      {pictureTexts("galleryAlt", texts.fields.alt, { De: typed.altDe, Es: typed.altEs }, `${id}-alt-hint`)}
                      {pictureTexts("galleryCaption", texts.fields.caption, { De: typed.captionDe, Es: typed.captionEs })}
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name="galleryRemove"
                          value={picture.path}
                          defaultChecked={typed.removed}
                          className="size-4"
                        />
                        {texts.fields.galleryRemove}
                      </label>
                    </li>
                  );
                })}
              </ol>
            )}
            <div className="space-y-1">
              <label htmlFor={`${id}-gallery-new`} className="block text-sm font-medium">
                {texts.fields.galleryAdd}
              </label>
              <p className="text-sm text-muted-foreground">{texts.fields.galleryHint}</p>
              <input id={`${id}-gallery-new`} type="file" name="galleryNew" accept={accept} multiple className="block" />
            </div>
          </fieldset>
        </section>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </button>
          {item.id && (
            <>
              <Link to={`${listPath}/${item.id}/preview`} className="ui-btn ui-btn-outline ui-btn-size-default">
                {texts.preview}
              </Link>
              <Link to={`${listPath}/${item.id}/history`} className="ui-btn ui-btn-outline ui-btn-size-default">
                {texts.history}
              </Link>
            </>
          )}
        </div>
        {item.id && <p className="text-sm text-muted-foreground">{texts.previewHint}</p>}
      </Form>

      {item.id && (
        <DeleteConfirmation
          id={`${id}-delete`}
          texts={{ heading: texts.deleteHeading, open: texts.deleteOpen, confirm: texts.deleteConfirm, submit: texts.deleteSubmit }}
        >
          <input type="hidden" name="titleDe" value={String(item.values.titleDe)} />
        </DeleteConfirmation>
      )}
    </WorkspacePage>
  );
}
