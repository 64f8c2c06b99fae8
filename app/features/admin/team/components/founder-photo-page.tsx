import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { format } from "~/i18n/format";
import { PictureField } from "../../components/picture-field";
import { Notice, WorkspacePage } from "../../components/workspace-frame";
import { workspacePaths } from "../../paths";
import type { FounderPhotoData, TeamRefusal } from "../team-routes.server";

/** The hospice founder's photo: the one shown now, a new one, or back to the placeholder. */
export function FounderPhotoPage({ texts, accept, name, photo, uploaded, saved, refusal }: FounderPhotoData & { refusal?: TeamRefusal }) {
  const id = useId();
  const navigation = useNavigation();
  // Every answer is a new location: the form starts afresh (no photo sent twice).
  const { key: answerKey } = useLocation();
  return (
    <WorkspacePage title={texts.founder.title} intro={format(texts.founder.intro, { name })}>
      {saved && !refusal && <Notice tone="success">{texts.founder.saved}</Notice>}
      {refusal && <Notice tone="error">{refusal.message}</Notice>}
      <p>
        <Link to={workspacePaths.team} className="text-primary underline underline-offset-4">
          ← {texts.back}
        </Link>
      </p>
      <Form key={answerKey} method="post" encType="multipart/form-data" className="ui-card max-w-2xl space-y-6 p-6">
        <PictureField
          id={`${id}-image`}
          label={format(texts.founder.image, { name })}
          hint={texts.fields.imageHint}
          current={photo}
          removeLabel={uploaded ? texts.founder.removeImage : undefined}
          accept={accept}
        />
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? texts.saving : texts.save}
        </button>
      </Form>
    </WorkspacePage>
  );
}
