import { useFetcher } from "react-router";
import { format } from "~/i18n/format";
import { workspacePaths } from "../paths";
import type { ShownRequest } from "../shown-request.server";
import type { SpamTexts } from "../spam-texts";
import { RequestFields } from "./request-fields";
import { Notice, WorkspacePage } from "./workspace-frame";

/** What became of the request decided on. */
export interface SpamAnswer {
  outcome: "rescued" | "deleted" | "gone";
}

export interface SpamPageProps {
  texts: SpamTexts;
  requests: (ShownRequest & { reason: string })[];
  actionData?: SpamAnswer;
}

const SPAM_FETCHER = "admin-spam";

/** The spam folder: each caught request with why, every field, and the two decisions (not spam, delete). */
export function SpamPage({ texts, requests, actionData }: SpamPageProps) {
  const fetcher = useFetcher<SpamAnswer>({ key: SPAM_FETCHER });
  const answer = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle" ? { id: fetcher.formData?.get("id"), intent: fetcher.formData?.get("intent") } : undefined;
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {answer && <Notice tone={answer.outcome === "gone" ? "error" : "success"}>{texts.outcomes[answer.outcome]}</Notice>}
      {requests.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => (
            <li key={request.id}>
              <article aria-labelledby={`spam-${request.id}`} className="ui-card space-y-3 p-4">
                <h2 id={`spam-${request.id}`} className="text-lg font-semibold">
                  {request.form}
                </h2>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={request.received.iso}>{format(texts.received, { date: request.received.text })}</time> ·{" "}
                  {format(texts.reason, { reason: request.reason })}
                </p>
                <RequestFields fields={request.fields} />
                <fetcher.Form method="post" action={workspacePaths.spam} className="flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={request.id} />
                  <button type="submit" name="intent" value="rescue" className="ui-btn ui-btn-default ui-btn-size-sm" disabled={!!busy}>
                    {busy?.id === request.id && busy.intent === "rescue" ? texts.rescuing : texts.rescue}
                  </button>
                  <button type="submit" name="intent" value="delete" className="ui-btn ui-btn-outline ui-btn-size-sm" disabled={!!busy}>
                    {busy?.id === request.id && busy.intent === "delete" ? texts.deleting : texts.delete}
                  </button>
                </fetcher.Form>
              </article>
            </li>
          ))}
        </ul>
      )}
    </WorkspacePage>
  );
}
