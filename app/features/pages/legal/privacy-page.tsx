import { format } from "~/i18n/format";
import { LegalDocument } from "./legal-document";

/** The privacy page states its date (`policyDate`, in the long form of the page's language). */
export function PrivacyPage({ title, dateLine, policyDate, html }: { title: string; dateLine: string; policyDate: string; html: string }) {
  return <LegalDocument title={title} intro={format(dateLine, { date: policyDate })} html={html} />;
}
