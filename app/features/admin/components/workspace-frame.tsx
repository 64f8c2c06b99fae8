import type { ReactNode } from "react";
import { NavLink, useFetcher } from "react-router";
import { useMessages } from "~/i18n/hooks";
import { format } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { workspacePaths } from "../paths";
import { type WorkspaceFrameData, useWorkspaceFrame } from "./frame-data";

/**
 * The workspace's own frame (no public header, footer or cookie banner): skip link, the site's and the
 * workspace's name, the sections and who is signed in, then the page. Small screens get the same frame,
 * the navigation wraps. Every workspace page is `noindex` (the server also says so in X-Robots-Tag).
 */
export function WorkspaceFrame({ frame, children }: { frame: WorkspaceFrameData; children: ReactNode }) {
  const { siteName } = useMessages();
  const { texts, editor, sections } = frame;
  // Signing out answers a redirect to the sign-in page, which the router follows.
  const signOut = useFetcher();
  return (
    <>
      {/* React 19 hoists it into <head>. */}
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        {texts.skipToContent}
      </a>
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-semibold">
            {siteName} <span className="font-normal text-muted-foreground">· {texts.workspaceName}</span>
          </p>
          {editor && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="break-all text-muted-foreground">{format(texts.signedInAs, { editor })}</span>
              <signOut.Form method="post" action={workspacePaths.logout}>
                <button type="submit" className="ui-btn ui-btn-outline ui-btn-size-sm" disabled={signOut.state !== "idle"}>
                  {texts.signOut}
                </button>
              </signOut.Form>
            </div>
          )}
        </div>
        {editor && (
          <nav aria-label={texts.navigationLabel} className="mx-auto max-w-6xl px-2">
            <ul className="flex flex-wrap gap-1 pb-2">
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={section.path}
                    end={section.path === workspacePaths.start}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                        isActive ? "bg-muted text-primary underline underline-offset-4" : "text-foreground",
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-4 text-sm">
          {/* A plain link, a document load: the public site starts without the workspace's code. */}
          <a href="/" className="text-primary underline underline-offset-4">
            {texts.toSite}
          </a>
        </div>
      </footer>
    </>
  );
}

/** A workspace page: its title (in <head>, with the workspace's name) and heading, then its content. */
export function WorkspacePage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const frame = useWorkspaceFrame();
  return (
    <div className="space-y-8">
      <title>{frame ? format(frame.texts.pageTitle, { page: title }) : title}</title>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro && <p className="max-w-3xl text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A titled box of a page (a status, a form, a list), named by its heading for screen readers. */
export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="ui-card space-y-4 p-6">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A message about what just happened (saved, refused…), read out by screen readers. */
export function Notice({ tone = "info", children }: { tone?: "info" | "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3",
        tone === "success" && "border-success bg-success/10",
        tone === "error" && "border-destructive bg-destructive/10",
        tone === "info" && "bg-muted",
      )}
    >
      {children}
    </p>
  );
}
