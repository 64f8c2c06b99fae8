import type { Logger } from "pino";
import type { Locale } from "~/i18n/locales";

/** What the Express server hands every loader and action (server/app.ts). */
export interface RequestContext {
  locale: Locale;
  origins: Record<Locale, string>;
  cspNonce: string;
  logger: Logger;
  /** The client address as Express resolved it (honours TRUST_PROXY). */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
