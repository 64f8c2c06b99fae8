import { env } from "~/config/env.server";
import type { Locale } from "~/i18n/locales";

/** The association's recipient per variant from MAIL_TO_DE / MAIL_TO_ES (unset: the site config's address). */
export function mailRecipients(): Partial<Record<Locale, string>> {
  const { MAIL_TO_DE, MAIL_TO_ES } = env();
  return { de: MAIL_TO_DE, es: MAIL_TO_ES };
}
