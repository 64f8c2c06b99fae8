import { useTranslations } from "~/i18n/hooks";
import { imprintContent } from "./imprint-content";
import { LegalDocument } from "./legal-document";

export function ImprintPage() {
  const t = useTranslations(imprintContent);
  return <LegalDocument title={t.title} sections={t.sections} />;
}
