import type { Logger } from "pino";
import type { Locale } from "~/i18n/locales";

/** The editor a workspace request is signed in as (server/workspace.ts finds them by the session cookie). */
export interface SignedInEditor {
  id: string;
  email: string;
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
   * On a workspace request (/admin…) with a valid session: its editor. Loaders and actions ask for it with
   * `requireEditor(request, context)` (app/features/admin/require-editor.server.ts); never set elsewhere.
   */
  editor?: SignedInEditor;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
