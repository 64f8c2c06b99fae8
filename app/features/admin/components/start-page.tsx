import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import type { ShownMoment } from "../dates";
import { workspacePaths } from "../paths";
import type { WorkspaceTexts } from "../texts";
import { Notice, WorkspacePage } from "./workspace-frame";

export interface StartPageProps {
  texts: WorkspaceTexts["start"];
  sections: { path: string; label: string; description: string }[];
  mail: { waiting: number; failed: number; oldestWaiting?: ShownMoment; deliveryConfigured: boolean };
  dogs: { sample: boolean; count: number; lastSuccess?: ShownMoment; lastFailure?: ShownMoment; failing: boolean };
}

/** The start page of the workspace: where to go, and whether the site's background work is well. */
export function StartPage({ texts, sections, mail, dogs }: StartPageProps) {
  // Signing out answers a redirect to the sign-in page, which the router follows.
  const signOut = useFetcher();
  return (
    <WorkspacePage title={texts.title}>
      <div className="space-y-1">
        <p className="text-xl font-semibold">{texts.greeting}</p>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>

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

      <div className="grid gap-6 lg:grid-cols-2">
        {/* The inbox's unread requests get their panel here, first, when the inbox exists. */}
        <StatusPanel id="start-mail" heading={texts.mail.heading}>
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
        </StatusPanel>

        <StatusPanel id="start-dogs" heading={texts.dogs.heading}>
          <Facts
            rows={[
              [texts.dogs.source, dogs.sample ? texts.dogs.sample : texts.dogs.remote],
              [texts.dogs.count, String(dogs.count)],
              [texts.dogs.lastSuccess, dogs.lastSuccess ? <Moment moment={dogs.lastSuccess} /> : texts.dogs.never],
              ...(dogs.lastFailure ? [[texts.dogs.lastFailure, <Moment key="failure" moment={dogs.lastFailure} />] as const] : []),
            ]}
          />
          {dogs.failing ? <Notice tone="error">{texts.dogs.failing}</Notice> : !dogs.sample && <p>{texts.dogs.working}</p>}
        </StatusPanel>
      </div>

      <StatusPanel id="start-account" heading={texts.account.heading}>
        <p>{texts.account.text}</p>
        <signOut.Form method="post" action={workspacePaths.logout}>
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" className="ui-btn ui-btn-outline ui-btn-size-default" disabled={signOut.state !== "idle"}>
            {texts.account.signOutEverywhere}
          </button>
        </signOut.Form>
      </StatusPanel>
    </WorkspacePage>
  );
}

function StatusPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="ui-card space-y-4 p-6">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
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
