import { useId } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { format } from "~/i18n/format";
import type { ShownMoment } from "../dates";
import type { AddressErrorCode } from "../editor-address";
import { EDITOR_NAME_MAX } from "../editor-name";
import type { AddOutcome, RemoveOutcome } from "../editors.server";
import { workspacePaths } from "../paths";
import type { EditorsTexts } from "../editors-texts";
import { AddressForm } from "./address-form";
import { Notice, WorkspacePage } from "./workspace-frame";

/** The editors action's answer: what became of the address posted (`name`: the name it was given). */
export type EditorsAnswer = { email: string; name: string | null; remove: boolean } & (
  { outcome: AddOutcome | RemoveOutcome } | { outcome: "invalid" }
);

export interface EditorsPageProps {
  texts: EditorsTexts & { errors: Record<AddressErrorCode, string> };
  editors: { email: string; name: string | null; added?: ShownMoment; addedBy?: string; configured: boolean; you: boolean }[];
  /** The answer of a post sent without JavaScript. */
  actionData?: EditorsAnswer;
}

/** One fetcher for the page's forms (adding, each removal): the page shows the answer to the last of them. */
const EDITORS_FETCHER = "admin-editors";

export function EditorsPage({ texts, editors, actionData }: EditorsPageProps) {
  const fetcher = useFetcher<EditorsAnswer>({ key: EDITORS_FETCHER });
  const answer = fetcher.data ?? actionData;
  const removing = fetcher.state === "submitting" && fetcher.formData?.get("intent") === "remove" ? fetcher.formData.get("email") : null;
  const done = answer && answer.outcome !== "invalid" ? answer : undefined;
  const nameId = useId();
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {done && (
        <Notice tone={done.outcome === "added" || done.outcome === "renamed" || done.outcome === "removed" ? "success" : "error"}>
          {format(texts.outcomes[done.outcome], { email: done.email, name: done.name ?? "" })}
        </Notice>
      )}

      <section aria-labelledby="editors-add" className="ui-card space-y-4 p-6">
        <h2 id="editors-add" className="text-xl font-semibold">
          {texts.addHeading}
        </h2>
        <AddressForm
          fetcher={fetcher}
          action={workspacePaths.editors}
          label={texts.emailLabel}
          hint={texts.addHint}
          submitLabel={texts.add}
          pendingLabel={texts.adding}
          errorTexts={texts.errors}
          error={answer?.outcome === "invalid" && !answer.remove ? "emailInvalid" : undefined}
          // After an address was added or named, the fields are empty again for the next one.
          key={done?.outcome === "added" || done?.outcome === "renamed" ? `${done.email} ${done.name}` : "add"}
          defaultValue={answer?.outcome === "invalid" && !answer.remove ? answer.email : undefined}
        >
          <div className="space-y-1">
            <label htmlFor={nameId} className="block font-medium">
              {texts.nameLabel}
            </label>
            <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
              {texts.nameHint}
            </p>
            <Input
              id={nameId}
              name="name"
              autoComplete="off"
              maxLength={EDITOR_NAME_MAX}
              aria-describedby={`${nameId}-hint`}
              defaultValue={answer?.outcome === "invalid" && !answer.remove ? (answer.name ?? "") : undefined}
            />
          </div>
        </AddressForm>
      </section>

      <section aria-labelledby="editors-list" className="space-y-3">
        <h2 id="editors-list" className="text-xl font-semibold">
          {texts.listHeading}
        </h2>
        <ul className="divide-y rounded-lg border bg-card">
          {editors.map((editor) => (
            <li key={editor.email} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold break-all">
                  {editor.name ?? editor.email}
                  {editor.you && <span className="ui-badge ui-badge-secondary ml-2 align-middle">{texts.you}</span>}
                  {editor.configured && <span className="ui-badge ui-badge-outline ml-2 align-middle">{texts.configured}</span>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {editor.added ? (
                    <time dateTime={editor.added.iso}>
                      {editor.addedBy
                        ? format(texts.addedBy, { date: editor.added.text, editor: editor.addedBy })
                        : format(texts.addedOn, { date: editor.added.text })}
                    </time>
                  ) : (
                    texts.notSignedInYet
                  )}
                </p>
                {editor.name && <p className="break-all">{editor.email}</p>}
                {editor.configured && <p className="text-sm text-muted-foreground">{texts.configuredHint}</p>}
              </div>
              {!editor.configured && !editor.you && (
                <fetcher.Form method="post" action={workspacePaths.editors}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="email" value={editor.email} />
                  <button
                    type="submit"
                    className="ui-btn ui-btn-outline ui-btn-size-sm"
                    aria-label={format(texts.removeLabel, { email: editor.email })}
                    disabled={removing === editor.email}
                  >
                    {removing === editor.email ? texts.removing : texts.remove}
                  </button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </WorkspacePage>
  );
}
