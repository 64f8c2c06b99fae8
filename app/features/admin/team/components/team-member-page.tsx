import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { DeleteConfirmation } from "../../components/delete-confirmation";
import { PictureField } from "../../components/picture-field";
import { FormField } from "../../components/form-field";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import { historyPath, teamMemberPath, workspacePaths } from "../../paths";
import type { TeamFields } from "../fields";
import type { TeamMemberData, TeamRefusal } from "../team-routes.server";

/** A team member's editor: name, positions in both languages, place in the order and photo; its history; deleting. */
export function TeamMemberPage({ texts, accept, id, name, values, photo, saved, refusal }: TeamMemberData & { refusal?: TeamRefusal }) {
  const formId = useId();
  const navigation = useNavigation();
  // Every answer is a new location: the form starts afresh from what the server holds (no photo sent twice).
  const { key: answerKey } = useLocation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const shown = refusal && Object.keys(refusal.values).length ? refusal.values : values;
  const field = (fieldName: keyof TeamFields, options: { hint?: string; type?: string; lang?: string } = {}) => {
    const error = refusal?.errors[fieldName];
    return (
      <FormField
        id={`${formId}-${fieldName}`}
        name={fieldName}
        label={texts.fields[fieldName]}
        defaultValue={shown[fieldName] ?? ""}
        error={error && texts.errors[error]}
        {...options}
      />
    );
  };
  return (
    <WorkspacePage title={name ?? texts.newTitle}>
      {saved && !refusal && <Notice tone="success">{texts.saved}</Notice>}
      {refusal && <Notice tone="error">{[refusal.message, refusal.chooseAgain].filter(Boolean).join(" ")}</Notice>}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={workspacePaths.team} className="text-primary underline underline-offset-4">
          ← {texts.back}
        </Link>
        {id && (
          <Link to={historyPath(teamMemberPath(id))} className="text-primary underline underline-offset-4">
            {texts.history}
          </Link>
        )}
      </p>
      <Form key={answerKey} method="post" encType="multipart/form-data" className="ui-card max-w-2xl space-y-6 p-6">
        {field("name")}
        {field("positionDe", { lang: "de" })}
        {field("positionEs", { lang: "es" })}
        {field("displayOrder", { type: "number", hint: texts.fields.displayOrderHint })}
        <PictureField
          id={`${formId}-image`}
          label={texts.fields.image}
          hint={texts.fields.imageHint}
          current={photo}
          removeLabel={texts.fields.removeImage}
          accept={accept}
        />
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
      </Form>
      {id && (
        <DeleteConfirmation
          id={`${formId}-delete`}
          texts={{ heading: texts.deleteHeading, open: texts.deleteOpen, confirm: texts.deleteConfirm, submit: texts.deleteSubmit }}
        />
      )}
    </WorkspacePage>
  );
}
