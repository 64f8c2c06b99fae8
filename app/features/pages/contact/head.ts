import type { PageHead } from "~/pages/page-entry";

/** Title and description of the contact page; the head helper adds the site name. */
export const contactHead = {
  de: {
    title: "Kontakt",
    description: "Fragen zu Adoption, Pflegestelle oder Spenden? Schreib uns per E-Mail, WhatsApp oder über das Kontaktformular.",
  },
  es: {
    title: "Contacto",
    description: "¿Preguntas sobre adopción, acogida o donaciones? Escríbenos por correo, WhatsApp o con el formulario.",
  },
} satisfies PageHead;
