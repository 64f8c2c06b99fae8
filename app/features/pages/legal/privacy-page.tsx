import { format } from "~/i18n/format";
import type { PrivacyTexts } from "./privacy-texts";
import { LegalDocument } from "./legal-document";

/** The privacy page states its date (`policyDate`, in the long form of the page's language). */
export function PrivacyPage({ policyDate, texts }: { policyDate: string; texts: { privacy: PrivacyTexts } }) {
  const t = texts.privacy;
  return <LegalDocument title={t.title} intro={format(t.dateLine, { date: policyDate })} sections={t.sections} />;
}
