import type { PageHead } from "~/pages/page-entry";

/** Title and description of the imprint; the head helper adds the site name. */
export const imprintHead = {
  de: { title: "Impressum", description: "Impressum und Anbieterkennzeichnung des Vereins." },
  es: { title: "Aviso Legal", description: "Aviso legal e información sobre el titular de la web." },
} satisfies PageHead;

/** Title and description of the privacy policy; the head helper adds the site name. */
export const privacyHead = {
  de: { title: "Datenschutz", description: "Datenschutzerklärung: welche Daten wir verarbeiten und warum." },
  es: { title: "Privacidad", description: "Política de privacidad: qué datos tratamos y por qué." },
} satisfies PageHead;
