import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import type { ShownMoment } from "../dates";
import { requestPath, workspacePaths } from "../paths";
import { format } from "~/i18n/format";
import type { StartTexts } from "../start-texts";
import { Notice, Panel, WorkspacePage } from "./workspace-frame";
import { FailedMailActions } from "../inbox/components/failed-mail-actions";

export interface StartPageProps {
  texts: StartTexts;
  sections: { path: string; label: string; description: string }[];
  mail: { waiting: number; failed: number; oldestWaiting?: ShownMoment; deliveryConfigured: boolean };
  inbox: { unread: number };
  /** Requests whose mail failed for good: each a task until it is sent again or closed. */
  tasks: { requestId: string; form: string; receivedAt: ShownMoment; attempts: number; lastError: string | null }[];
  dogs: { sample: boolean; count: number; lastSuccess?: ShownMoment; lastFailure?: ShownMoment; failing: boolean };
  /** What still stands between the site and going live, each with what to do (go-live/checklist.ts). */
  goLive: { heading: string; intro: string; items: { key: string; text: string; link?: { path: string; label: string } }[] };
  /** A change of the privacy policy the association has not read yet (go-live/privacy-change.server.ts). */
  privacyChange?: { heading: string; text: string; showText: string; paragraphs: string[]; link: { path: string; label: string } };
}

/** The start page of the workspace: where to go, and whether the site's background work is well. */
export function StartPage({ texts, sections, mail, inbox, tasks, dogs, goLive, privacyChange }: StartPageProps) {
  // Signing out answers a redirect to the sign-in page, which the router follows.
  const signOut = useFetcher();
  return (
    <WorkspacePage title={texts.title}>
      <div className="space-y-1">
        <p className="text-xl font-semibold">{texts.greeting}</p>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>

      {goLive.items.length > 0 && (
        <Panel id="start-go-live" heading={goLive.heading}>
          <p>{goLive.intro}</p>
          <ul className="list-disc space-y-2 pl-6">
            {goLive.items.map((item) => (
              <li key={item.key}>
                {item.text}
                {item.link && (
                  <>
                    {" "}
                    <Link to={item.link.path} className="text-primary underline underline-offset-4">
                      {item.link.label}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {privacyChange && (
        <Panel id="start-privacy-change" heading={privacyChange.heading}>
          <p>{privacyChange.text}</p>
          <details>
            <summary className="cursor-pointer text-primary underline underline-offset-4">{privacyChange.showText}</summary>
            <div className="mt-2 space-y-2 text-muted-foreground">
              {privacyChange.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
          <Link to={privacyChange.link.path} className="text-primary underline underline-offset-4">
            {privacyChange.link.label}
          </Link>
        </Panel>
      )}

      <section aria-labelledby="start-sections" className="space-y-3">
        <h2 id="start-sections" className="text-xl font-semibold">
          {texts.sectionsHeading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="ui-card block h-full p-4 hover:bg-muted">
                <span className="block font-semibold text-primary underline-offset-4 hover:underline">{section.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {tasks.length > 0 && (
        <Panel id="start-tasks" heading={texts.tasks.heading}>
          <ul className="divide-y">
            {tasks.map((task) => (
              <MailTask key={task.requestId} task={task} texts={texts.tasks} />
            ))}
          </ul>
        </Panel>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="start-inbox" heading={texts.inbox.heading}>
          <Facts rows={[[texts.inbox.unread, String(inbox.unread)]]} />
          <Link to={workspacePaths.inbox} className="ui-btn ui-btn-outline ui-btn-size-default">
            {texts.inbox.open}
          </Link>
        </Panel>

        <Panel id="start-mail" heading={texts.mail.heading}>
          <Facts
            rows={[
              [texts.mail.waiting, String(mail.waiting)],
              [texts.mail.failed, String(mail.failed)],
              ...(mail.oldestWaiting ? [[texts.mail.oldestWaiting, <Moment key="oldest" moment={mail.oldestWaiting} />] as const] : []),
            ]}
          />
          {!mail.deliveryConfigured && <Notice>{texts.mail.notConfigured}</Notice>}
          {mail.deliveryConfigured && mail.waiting === 0 && mail.failed === 0 && <p>{texts.mail.allSent}</p>}
          {mail.failed > 0 && <Notice tone="error">{texts.mail.failedHint}</Notice>}
        </Panel>

        <Panel id="start-dogs" heading={texts.dogs.heading}>
          <Facts
            rows={[
              [texts.dogs.source, dogs.sample ? texts.dogs.sample : texts.dogs.remote],
              [texts.dogs.count, String(dogs.count)],
              [texts.dogs.lastSuccess, dogs.lastSuccess ? <Moment moment={dogs.lastSuccess} /> : texts.dogs.never],
              ...(dogs.lastFailure ? [[texts.dogs.lastFailure, <Moment key="failure" moment={dogs.lastFailure} />] as const] : []),
            ]}
          />
          {dogs.failing ? <Notice tone="error">{texts.dogs.failing}</Notice> : !dogs.sample && <p>{texts.dogs.working}</p>}
        </Panel>
      </div>

      <Panel id="start-account" heading={texts.account.heading}>
        <p>{texts.account.text}</p>
        <signOut.Form method="post" action={workspacePaths.logout}>
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" className="ui-btn ui-btn-outline ui-btn-size-default" disabled={signOut.state !== "idle"}>
            {texts.account.signOutEverywhere}
          </button>
        </signOut.Form>
      </Panel>
    </WorkspacePage>
  );
}

/** A failed mail's task: which request, why it failed; open the request, send again or close (without JavaScript too). */
function MailTask({ task, texts }: { task: StartPageProps["tasks"][number]; texts: StartTexts["tasks"] }) {
  const fetcher = useFetcher();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          <Link to={requestPath(task.requestId)} className="text-primary underline underline-offset-4">
            {format(texts.item, { form: task.form, date: task.receivedAt.text, attempts: task.attempts })}
          </Link>
        </p>
        {task.lastError && (
          <p className="break-words text-sm text-muted-foreground">{format(texts.lastError, { error: task.lastError })}</p>
        )}
      </div>
      <FailedMailActions fetcher={fetcher} action={requestPath(task.requestId)} labels={texts} />
    </li>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Moment({ moment }: { moment: ShownMoment }) {
  return <time dateTime={moment.iso}>{moment.text}</time>;
}
