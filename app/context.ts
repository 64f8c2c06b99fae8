import type { Logger } from "pino";
import type { Locale } from "~/i18n/locales";

/** The editor a workspace request is signed in as (server/workspace.ts finds them by the session cookie). */
export interface SignedInEditor {
  id: string;
  email: string;
  /** How the workspace names them: their name, else their address (an action that renames them sets it anew). */
  shownAs: string;
  sessionId: string;
}

/** What the Express server hands every loader and action (server/app.ts). */
export interface RequestContext {
  locale: Locale;
  origins: Record<Locale, string>;
  cspNonce: string;
  logger: Logger;
  /** The client address as Express resolved it (honours TRUST_PROXY). */
  clientIp: string;
  /**
   * On a request with a valid session (server/workspace.ts): its editor. Workspace loaders and actions ask for it
   * with `signedInEditor(context)` after the guard (app/features/admin/signed-in.server.ts); public pages do not use
   * it (the page cache does: an editor's pages are rendered anew).
   */
  editor?: SignedInEditor;
}

/**
 * With React Router's middleware (the workspace's guard), loaders and actions get a RouterContextProvider: the
 * server's load context is one, carrying these fields (server/app.ts), as React Router's guide to middleware migrates
 * an AppLoadContext.
 */
declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
  interface RouterContextProvider extends RequestContext {}
}
