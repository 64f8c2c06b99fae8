import { Form, useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { format } from "~/i18n/format";
import type { ShownMoment } from "../dates";
import { personPath, workspacePaths } from "../paths";
import type { ShownRequest } from "../shown-request.server";
import type { PeopleTexts } from "../people/texts";
import { RequestFields } from "./request-fields";
import { Notice, WorkspacePage } from "./workspace-frame";

/** The erasure's answer: the address and how much of it was deleted. */
export interface PeopleAnswer {
  outcome: "erased";
  email: string;
  requests: number;
  mails: number;
}

export interface PeoplePageProps {
  texts: PeopleTexts;
  /** The address looked up (trimmed, lower case); undefined: none yet. */
  address?: string;
  held?: {
    requests: (ShownRequest & { status: string; spam: boolean })[];
    mails: { id: string; subject: string; to: string; state: string; at: ShownMoment }[];
    /** The new-dog alert subscriptions of the address, one line each in words. */
    alerts: string[];
    /** The counts held on the address, in words. */
    counters: string[];
  };
  actionData?: PeopleAnswer;
}

const PEOPLE_FETCHER = "admin-people";

/**
 * One person's data: look an address up, see what is held on it, download it as a file, erase it. Erasing
 * asks once more (a disclosure, so it works without JavaScript too) before the post.
 */
export function PeoplePage({ texts, address, held, actionData }: PeoplePageProps) {
  const fetcher = useFetcher<PeopleAnswer>({ key: PEOPLE_FETCHER });
  const answer = fetcher.data ?? actionData;
  const nothing = held && held.requests.length === 0 && held.mails.length === 0 && held.alerts.length === 0 && held.counters.length === 0;
  return (
    <WorkspacePage title={texts.title} intro={texts.intro}>
      {answer && (
        <Notice tone="success">{format(texts.erased, { email: answer.email, requests: answer.requests, mails: answer.mails })}</Notice>
      )}

      <Form method="get" action={workspacePaths.people} role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="person-email" className="block font-medium">
            {texts.emailLabel}
          </label>
          <p id="person-email-hint" className="text-sm text-muted-foreground">
            {texts.emailHint}
          </p>
          <Input
            id="person-email"
            type="search"
            name="email"
            autoComplete="off"
            required
            defaultValue={address}
            aria-describedby="person-email-hint"
            className="w-80 max-w-full"
          />
        </div>
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default">
          {texts.show}
        </button>
      </Form>

      {address && held && nothing && <p>{format(texts.nothingHeld, { email: address })}</p>}
      {address && held && !nothing && (
        <>
          <h2 className="text-2xl font-semibold break-all">{format(texts.heldHeading, { email: address })}</h2>

          <section aria-labelledby="person-requests" className="space-y-3">
            <h3 id="person-requests" className="text-xl font-semibold">
              {format(texts.requestsHeading, { count: held.requests.length })}
            </h3>
            <ul className="space-y-3">
              {held.requests.map((request) => (
                <li key={request.id} className="ui-card space-y-2 p-4">
                  <p className="font-semibold">
                    {request.form}
                    <span className="ui-badge ui-badge-secondary ml-2 align-middle">{request.status}</span>
                    {request.spam && <span className="ui-badge ui-badge-outline ml-2 align-middle">{texts.spamMark}</span>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={request.received.iso}>{format(texts.received, { date: request.received.text })}</time>
                  </p>
                  <RequestFields fields={request.fields} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="person-mails" className="space-y-3">
            <h3 id="person-mails" className="text-xl font-semibold">
              {format(texts.mailsHeading, { count: held.mails.length })}
            </h3>
            <ul className="divide-y rounded-lg border bg-card">
              {held.mails.map((mail) => (
                <li key={mail.id} className="space-y-1 p-4">
                  <p className="font-medium">{mail.subject}</p>
                  <p className="text-sm text-muted-foreground">
                    {format(texts.mailTo, { to: mail.to })} · {mail.state} · <time dateTime={mail.at.iso}>{mail.at.text}</time>
                  </p>
                </li>
              ))}
            </ul>
          </section>

          {held.alerts.length > 0 && (
            <section aria-labelledby="person-alerts" className="space-y-2">
              <h3 id="person-alerts" className="text-xl font-semibold">
                {format(texts.alertsHeading, { count: held.alerts.length })}
              </h3>
              <ul className="list-disc pl-6">
                {held.alerts.map((alert) => (
                  <li key={alert}>{alert}</li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="person-counters" className="space-y-2">
            <h3 id="person-counters" className="text-xl font-semibold">
              {texts.countersHeading}
            </h3>
            {held.counters.length === 0 ? (
              <p>{texts.noCounters}</p>
            ) : (
              <ul className="list-disc pl-6">
                {held.counters.map((counter) => (
                  <li key={counter}>{counter}</li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="person-download" className="ui-card space-y-3 p-6">
            <h3 id="person-download" className="text-xl font-semibold">
              {texts.downloadHeading}
            </h3>
            <p className="text-sm text-muted-foreground">{texts.downloadHint}</p>
            {/* A document request: the server answers the file (server/workspace.ts). */}
            <a href={personPath(address, "json")} download className="ui-btn ui-btn-outline ui-btn-size-default">
              {texts.download}
            </a>
          </section>

          <section aria-labelledby="person-erase" className="ui-card space-y-3 p-6">
            <h3 id="person-erase" className="text-xl font-semibold">
              {texts.eraseHeading}
            </h3>
            <p className="text-sm text-muted-foreground">{texts.eraseHint}</p>
            <details>
              <summary className="ui-btn ui-btn-outline ui-btn-size-default cursor-pointer">{texts.eraseOpen}</summary>
              <fetcher.Form method="post" action={personPath(address)} className="mt-3 space-y-3">
                <p>{format(texts.eraseConfirm, { email: address })}</p>
                <input type="hidden" name="email" value={address} />
                <button
                  type="submit"
                  name="intent"
                  value="erase"
                  className="ui-btn ui-btn-destructive ui-btn-size-default"
                  disabled={fetcher.state !== "idle"}
                >
                  {fetcher.state !== "idle" ? texts.erasing : texts.eraseSubmit}
                </button>
              </fetcher.Form>
            </details>
          </section>
        </>
      )}
    </WorkspacePage>
  );
}
