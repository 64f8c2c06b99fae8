import { LegalDocument } from "./legal-document";

export function ImprintPage({ title, html }: { title: string; html: string }) {
  return <LegalDocument title={title} html={html} />;
}
