import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { RichTextField } from "../articles/components/rich-text-field";
import { Notice, WorkspacePage } from "../components/workspace-frame";
import type { PageData, PageRefusal } from "./pages-routes.server";

/**
 * A page's texts in both languages side by side, one row per text (long ones as several lines), or the rich text of
 * the imprint and the privacy policy; saving checks every text and keeps a version.
 */
export function PageEditorPage({
  texts,
  editorTexts,
  name,
  rows,
  richText,
  publicUrl,
  historyPath,
  saved,
  refusal,
}: PageData & { refusal?: PageRefusal }) {
  const id = useId();
  const saving = useNavigation().state === "submitting";
  const value = (cell: { name: string; value: string }) => refusal?.values[cell.name] ?? cell.value;
  const cell = (row: (typeof rows)[number], language: "de" | "es") => {
    const field = row[language];
    const error = refusal?.errors[field.name];
    const fieldId = `${id}-${field.name}`;
    const props = {
      id: fieldId,
      name: field.name,
      lang: language,
      defaultValue: value(field),
      "aria-label": `${row.label} (${language === "de" ? texts.german : texts.spanish})`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${fieldId}-error` : undefined,
      className: "w-full rounded-md border bg-background p-2",
    };
    return (
      <div className="space-y-1">
        {field.multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
        {error && (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <WorkspacePage title={name} intro={richText ? texts.legalHint : texts.sides}>
      {saved && !refusal && <Notice tone="success">{texts.saved}</Notice>}
      {refusal && <Notice tone="error">{refusal.message}</Notice>}
      <p className="flex flex-wrap gap-4">
        <Link to=".." relative="path" className="text-primary underline underline-offset-4">
          ← {texts.title}
        </Link>
        <a href={publicUrl} className="text-primary underline underline-offset-4">
          {texts.view}
        </a>
        <Link to={historyPath} className="text-primary underline underline-offset-4">
          {texts.history}
        </Link>
      </p>
      {/* Built anew from what the server holds after a save (the fields keep what was typed otherwise). */}
      <Form
        key={rows.map((row) => `${row.de.value}\n${row.es.value}`).join("\n") + (richText ? richText.contentDe + richText.contentEs : "")}
        method="post"
        className="space-y-6"
      >
        {richText ? (
          <div className="grid gap-8 lg:grid-cols-2">
            {(["De", "Es"] as const).map((language) => {
              const fieldName = `content${language}` as const;
              const error = refusal?.errors[fieldName];
              return (
                <div key={language} lang={language.toLowerCase()} className="min-w-0 space-y-1">
                  <RichTextField
                    id={`${id}-${fieldName}`}
                    name={fieldName}
                    label={`${texts.content} (${language === "De" ? texts.german : texts.spanish})`}
                    defaultValue={refusal?.values[fieldName] ?? richText[fieldName]}
                    texts={editorTexts}
                    gallery={[]}
                    placeholders={false}
                  />
                  {error && <p className="text-sm font-medium text-destructive">{error}</p>}
                </div>
              );
            })}
          </div>
        ) : (
          <table className="w-full table-fixed border-separate border-spacing-y-3">
            <thead>
              <tr className="text-left">
                <th className="w-1/5 font-medium" />
                <th className="font-medium">{texts.german}</th>
                <th className="font-medium">{texts.spanish}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="align-top">
                  <th scope="row" className="break-words pr-3 text-left text-sm font-normal text-muted-foreground">
                    {row.label}
                  </th>
                  <td className="pr-3">{cell(row, "de")}</td>
                  <td>{cell(row, "es")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
      </Form>
    </WorkspacePage>
  );
}
