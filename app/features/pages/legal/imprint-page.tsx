import type { ImprintTexts } from "./imprint-texts";
import { LegalDocument } from "./legal-document";

export function ImprintPage({ texts }: { texts: { imprint: ImprintTexts } }) {
  const t = texts.imprint;
  return <LegalDocument title={t.title} sections={t.sections} />;
}
