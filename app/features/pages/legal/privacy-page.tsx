import { useLocale, useTranslations } from "~/i18n/hooks";
import { type Locale, intlLocale } from "~/i18n/locales";
import { LegalDocument } from "./legal-document";
import { PRIVACY_POLICY_DATE, privacyContent } from "./privacy-content";

/** A date (YYYY-MM-DD) in the long form of the language, e.g. "21. November 2026". */
export function formatLongDate(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Spec 2 §2: the privacy page states its date. */
export function PrivacyPage() {
  const t = useTranslations(privacyContent);
  const locale = useLocale();
  return <LegalDocument title={t.title} intro={t.dateLine(formatLongDate(PRIVACY_POLICY_DATE, locale))} sections={t.sections} />;
}
