import { Form, Link, useFetcher, useNavigation } from "react-router";
import { NativeSelect, Textarea } from "~/components/ui/input";
import { format } from "~/i18n/format";
import { Notice, Panel, WorkspacePage } from "../../components/workspace-frame";
import { requestPath, workspacePaths } from "../../paths";
import type { RequestAnswer, RequestPageData } from "../inbox-routes.server";
import { REQUEST_STATUSES } from "../statuses";
import { FailedMailActions } from "./failed-mail-actions";

/**
 * One request: every field as the visitor sent it, the dog's public page, a mail link to answer; its handling
 * (status, assignee, a note), the notes so far, the state of its mail with "send again", and the address's
 * earlier requests.
 */
export function RequestPage({ texts, request, editors, answer }: RequestPageData & { answer?: RequestAnswer }) {
  const t = texts.request;
  const navigation = useNavigation();
  const mailAction = useFetcher<RequestAnswer>();
  const saving = navigation.state === "submitting" && navigation.formAction === requestPath(request.id);
  const shown = mailAction.data ?? answer;
  const name = request.name || texts.unnamed;
  return (
    <WorkspacePage title={format(t.title, { form: texts.forms[request.formType], name })}>
      <p className="text-muted-foreground">
        <time dateTime={request.createdAt.iso}>{format(t.received, { date: request.createdAt.text, site: t.sites[request.locale] })}</time>
      </p>
      {shown && (
        <Notice tone={shown.outcome === "unknownAssignee" || shown.outcome === "noFailedMail" ? "error" : "success"}>
          {t.outcomes[shown.outcome]}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        {request.email && (
          <a href={`mailto:${request.email}`} className="ui-btn ui-btn-default ui-btn-size-default">
            {t.answer}
          </a>
        )}
        {request.dogPage && (
          // A plain link, a document load: the public site starts without the workspace's code.
          <a href={request.dogPage} className="ui-btn ui-btn-outline ui-btn-size-default">
            {t.dogPage} ({request.dogName})
          </a>
        )}
        <Link to={workspacePaths.inbox} className="ui-btn ui-btn-outline ui-btn-size-default">
          {t.back}
        </Link>
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Panel id="request-fields" heading={t.fieldsHeading}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {request.fields.map(({ field, label, value }) => (
              <div key={field} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-line break-words font-medium">{value.trim() === "" ? t.empty : value}</dd>
              </div>
            ))}
          </dl>
        </Panel>

        <div className="space-y-6">
          <Panel id="request-handling" heading={t.handlingHeading}>
            <Form method="post" className="space-y-4" key={`${request.status}-${request.assigneeId}-${request.notes.length}`}>
              <div className="space-y-1">
                <label htmlFor="request-status" className="block text-sm font-medium">
                  {texts.status}
                </label>
                <NativeSelect id="request-status" name="status" defaultValue={request.status}>
                  {REQUEST_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {texts.statuses[status]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <label htmlFor="request-assignee" className="block text-sm font-medium">
                  {t.assignee}
                </label>
                <NativeSelect id="request-assignee" name="assignee" defaultValue={request.assigneeId ?? ""}>
                  <option value="">{t.nobody}</option>
                  {editors.map((editor) => (
                    <option key={editor.id} value={editor.id}>
                      {editor.shownAs}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <label htmlFor="request-note" className="block text-sm font-medium">
                  {t.note}
                </label>
                <Textarea id="request-note" name="note" rows={3} aria-describedby="request-note-hint" />
                <p id="request-note-hint" className="text-sm text-muted-foreground">
                  {t.noteHint}
                </p>
              </div>
              <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default" disabled={saving}>
                {saving ? t.saving : t.save}
              </button>
            </Form>
          </Panel>

          <Panel id="request-mail" heading={t.mailHeading}>
            {!request.mail ? (
              <p>{t.noMail}</p>
            ) : (
              <div className="space-y-3">
                {request.mail.state === "pending" && <p>{format(t.mailPending, { attempts: request.mail.attempts })}</p>}
                {request.mail.state === "sent" && request.mail.sentAt && (
                  <p>
                    <time dateTime={request.mail.sentAt.iso}>{format(t.mailSent, { date: request.mail.sentAt.text })}</time>
                  </p>
                )}
                {request.mail.state === "failed" && (
                  <>
                    <Notice tone="error">{format(t.mailFailed, { attempts: request.mail.attempts })}</Notice>
                    {request.mail.lastError && (
                      <p className="break-words text-sm">{format(t.lastError, { error: request.mail.lastError })}</p>
                    )}
                    {request.mail.closed && <p className="text-sm text-muted-foreground">{t.mailClosed}</p>}
                    <FailedMailActions fetcher={mailAction} labels={t} closable={!request.mail.closed} />
                  </>
                )}
              </div>
            )}
          </Panel>
        </div>
      </div>

      <Panel id="request-notes" heading={t.notesHeading}>
        {request.notes.length === 0 ? (
          <p className="text-muted-foreground">{t.noNotes}</p>
        ) : (
          <ol className="space-y-4">
            {request.notes.map((note) => (
              <li key={note.id} className="space-y-1">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={note.createdAt.iso}>{format(t.noteBy, { editor: note.author, date: note.createdAt.text })}</time>
                </p>
                <p className="whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Panel>

      {request.earlier.length > 0 && (
        <Panel id="request-earlier" heading={t.earlierHeading}>
          <ul className="list-disc space-y-1 pl-5">
            {request.earlier.map((earlier) => (
              <li key={earlier.id}>
                <Link to={requestPath(earlier.id)} className="text-primary underline underline-offset-4">
                  {format(t.earlierItem, { form: texts.forms[earlier.formType], date: earlier.createdAt.text })}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </WorkspacePage>
  );
}
