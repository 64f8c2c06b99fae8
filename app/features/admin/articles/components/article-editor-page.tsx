import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Input } from "~/components/ui/input";
import { format } from "~/i18n/format";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import type { ArticleEditorData, ArticleRefusal } from "../article-routes.server";
import { imagePlaceholder } from "../fields";
import { RichTextField } from "./rich-text-field";

type Props = ArticleEditorData & { refusal?: ArticleRefusal };
type Language = "De" | "Es";

/**
 * The editor of one post or guide: both languages side by side, every field of the item, its main picture
 * and gallery; saving, preview and deleting. One form, posted to the route's action (multipart: pictures).
 */
export function ArticleEditorPage({ kind, texts, item, accept, listPath, saved, refusal }: Props) {
  const id = useId();
  const navigation = useNavigation();
  // Every answer is a new location: the form starts afresh from what the server holds (no file sent twice).
  const { key: answerKey } = useLocation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const values = refusal?.values && Object.keys(refusal.values).length ? refusal.values : item.values;
  const errors = refusal?.errors ?? {};
  const text = (name: string) => String(values[name] ?? "");
  const title = item.id ? String(item.values.titleDe) : texts.newTitle;
  const field = (name: string, label: string, options: { hint?: string; type?: string; lang?: string; multiline?: boolean } = {}) => {
    const error = errors[name];
    const fieldId = `${id}-${name}`;
    const described = [options.hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block font-medium">
          {label}
        </label>
        {options.hint && (
          <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
            {options.hint}
          </p>
        )}
        {options.multiline ? (
          <textarea
            id={fieldId}
            name={name}
            rows={3}
            defaultValue={text(name)}
            lang={options.lang}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className="w-full rounded-md border bg-background p-2"
          />
        ) : (
          <Input
            id={fieldId}
            name={name}
            type={options.type ?? "text"}
            defaultValue={text(name)}
            lang={options.lang}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        )}
        {error && (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
            {texts.errors[error]}
          </p>
        )}
      </div>
    );
  };
  const gallery = item.gallery.map((picture, index) => ({ src: picture.src, index }));
  const column = (language: Language) => {
    const lang = language === "De" ? "de" : "es";
    return (
      <fieldset lang={lang} className="min-w-0 space-y-4">
        <legend className="mb-2 text-xl font-semibold">{language === "De" ? texts.german : texts.spanish}</legend>
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
  return (
    <WorkspacePage title={title}>
      {saved && !refusal && <Notice tone="success">{texts.saved}</Notice>}
      {refusal?.message && <Notice tone="error">{refusal.message}</Notice>}
      <p>
        <Link to={listPath} className="text-primary underline underline-offset-4">
          ← {texts.title}
        </Link>
      </p>
      <Form key={answerKey} method="post" encType="multipart/form-data" className="space-y-8">
        <section className="ui-card grid gap-4 p-6 sm:grid-cols-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-status`} className="block font-medium">
              {texts.fields.status}
            </label>
            <select id={`${id}-status`} name="status" defaultValue={text("status")} className="w-full rounded-md border bg-background p-2">
              <option value="draft">{texts.status.draft}</option>
              <option value="published">{texts.status.published}</option>
            </select>
          </div>
          {kind === "post" ? (
            field("publishedDate", texts.fields.publishedDate, { type: "date" })
          ) : (
            <>
              {field("displayOrder", texts.fields.displayOrder, { type: "number" })}
              <label className="flex items-center gap-2 self-end pb-2 font-medium">
                <input type="checkbox" name="featured" defaultChecked={values.featured === true} className="size-4" />
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
          <div className="space-y-2">
            <label htmlFor={`${id}-image`} className="block font-medium">
              {texts.fields.image}
            </label>
            <p className="text-sm text-muted-foreground">{texts.fields.imageHint}</p>
            {item.image && (
              <>
                <img src={item.image} alt="" className="max-h-48 rounded-md border" />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removeImage" className="size-4" />
                  {texts.fields.removeImage}
                </label>
              </>
            )}
            <input id={`${id}-image`} type="file" name="image" accept={accept} className="block" />
          </div>

          <fieldset className="space-y-3">
            <legend className="font-medium">{texts.fields.gallery}</legend>
            {item.gallery.length > 0 && (
              <ol className="grid gap-4 sm:grid-cols-2">
                {item.gallery.map((picture, index) => (
                  <li key={picture.path} className="space-y-2 rounded-md border p-3">
                    <img src={picture.thumbnail} alt="" className="max-h-32 rounded" />
                    <input type="hidden" name="galleryPath" value={picture.path} />
                    {kind === "post" ? (
                      (["De", "Es"] as const).map((language) => (
                        <div key={language} className="space-y-1">
                          <label htmlFor={`${id}-caption${language}-${index}`} className="block text-sm">
                            {texts.fields.caption} ({language === "De" ? texts.german : texts.spanish})
                          </label>
                          <Input
                            id={`${id}-caption${language}-${index}`}
                            name={`galleryCaption${language}`}
                            defaultValue={language === "De" ? picture.captionDe : picture.captionEs}
                            lang={language === "De" ? "de" : "es"}
                          />
                        </div>
                      ))
                    ) : (
                      <p className="text-sm">{format(texts.fields.placeholderHint, { placeholder: imagePlaceholder(index) })}</p>
                    )}
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="galleryRemove" value={picture.path} className="size-4" />
                      {texts.fields.galleryRemove}
                    </label>
                  </li>
                ))}
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
            <Link to={`${listPath}/${item.id}/preview`} className="ui-btn ui-btn-outline ui-btn-size-default">
              {texts.preview}
            </Link>
          )}
        </div>
        {item.id && <p className="text-sm text-muted-foreground">{texts.previewHint}</p>}
      </Form>

      {item.id && (
        <section aria-labelledby={`${id}-delete`} className="ui-card space-y-3 p-6">
          <h2 id={`${id}-delete`} className="text-xl font-semibold">
            {texts.deleteHeading}
          </h2>
          {/* The confirmation is a second step that works without JavaScript: the button shows after opening. */}
          <details>
            <summary className="ui-btn ui-btn-outline ui-btn-size-default cursor-pointer">{texts.deleteOpen}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <p>{texts.deleteConfirm}</p>
              <input type="hidden" name="titleDe" value={String(item.values.titleDe)} />
              <button type="submit" name="intent" value="delete" className="ui-btn ui-btn-destructive ui-btn-size-default">
                {texts.deleteSubmit}
              </button>
            </Form>
          </details>
        </section>
      )}
    </WorkspacePage>
  );
}
