import { useTexts } from "~/i18n/texts";
import { LegalDocument } from "./legal-document";

export function ImprintPage() {
  const t = useTexts("imprint");
  return <LegalDocument title={t.title} sections={t.sections} />;
}
