import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { faqCatalogues } from "~/db/schema/site";
import { RichTextField } from "../../articles/components/rich-text-field";
import { DeleteConfirmation } from "../../components/delete-confirmation";
import { FormField } from "../../components/form-field";
import { SideBySide } from "../../components/side-by-side";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import type { FaqEditorData, FaqRefusal } from "../faq-routes.server";
import type { FaqFieldName } from "../fields";

type Props = FaqEditorData & { refusal?: FaqRefusal };

/**
 * The editor of one FAQ entry: where it stands (catalogue, position), then German and Spanish side by side (question,
 * anchor, answer as rich text); saving, its history, deleting. Posted to the route's action.
 */
export function FaqEditorPage({
  texts,
  editorTexts,
  id: entryId,
  title,
  values: stored,
  linked,
  listPath,
  historyPath,
  saved,
  refusal,
}: Props) {
  const id = useId();
  const navigation = useNavigation();
  // Every answer is a new location: the form starts afresh from what the server holds.
  const { key: answerKey } = useLocation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const values = refusal?.values ?? stored;
  const errors = refusal?.errors ?? {};
  const errorOf = (name: FaqFieldName) => {
    const code = errors[name];
    return code && texts.errors[code];
  };
  const field = (name: FaqFieldName, label: string, hint?: string) => (
    <FormField id={`${id}-${name}`} name={name} label={label} hint={hint} defaultValue={values[name]} error={errorOf(name)} />
  );
  const column = (language: "De" | "Es") => {
    const answer = `answer${language}` as const;
    return (
      <fieldset lang={language === "De" ? "de" : "es"} className="min-w-0 space-y-4">
        <legend className="mb-2 text-xl font-semibold">{language === "De" ? texts.german : texts.spanish}</legend>
        {field(`question${language}`, texts.fields.question)}
        {field(`anchor${language}`, texts.fields.anchor, texts.fields.anchorHint)}
        <RichTextField
          id={`${id}-${answer}`}
          name={answer}
          label={texts.fields.answer}
          defaultValue={values[answer]}
          texts={editorTexts}
          gallery={[]}
          placeholders={false}
        />
        {errorOf(answer) && <p className="text-sm font-medium text-destructive">{errorOf(answer)}</p>}
      </fieldset>
    );
  };
  return (
    <WorkspacePage title={title}>
      {saved && !refusal && <Notice tone="success">{texts.saved}</Notice>}
      {refusal && <Notice tone="error">{refusal.message}</Notice>}
      {linked && <Notice>{linked}</Notice>}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={listPath} className="text-primary underline underline-offset-4">
          ← {texts.title}
        </Link>
        {historyPath && (
          <Link to={historyPath} className="text-primary underline underline-offset-4">
            {texts.history}
          </Link>
        )}
      </p>
      <Form key={answerKey} method="post" className="space-y-8">
        <section className="ui-card grid gap-4 p-6 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-catalogue`} className="block font-medium">
              {texts.fields.catalogue}
            </label>
            <select
              id={`${id}-catalogue`}
              name="catalogue"
              defaultValue={values.catalogue}
              aria-invalid={errors.catalogue ? true : undefined}
              aria-describedby={errors.catalogue ? `${id}-catalogue-error` : undefined}
              className="w-full rounded-md border bg-background p-2"
            >
              {faqCatalogues.map((catalogue) => (
                <option key={catalogue} value={catalogue}>
                  {texts.catalogues[catalogue]}
                </option>
              ))}
            </select>
            {errors.catalogue && (
              <p id={`${id}-catalogue-error`} className="text-sm font-medium text-destructive">
                {errorOf("catalogue")}
              </p>
            )}
          </div>
          {field("displayOrder", texts.fields.displayOrder, texts.fields.displayOrderHint)}
        </section>

        <SideBySide hint={texts.sides} german={column("De")} spanish={column("Es")} />

        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
      </Form>

      {entryId && (
        <DeleteConfirmation
          id={`${id}-delete`}
          texts={{ heading: texts.deleteHeading, open: texts.deleteOpen, confirm: texts.deleteConfirm, submit: texts.deleteSubmit }}
        />
      )}
    </WorkspacePage>
  );
}
