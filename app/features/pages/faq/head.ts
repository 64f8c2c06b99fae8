import type { PageHead } from "~/pages/page-entry";

/** Title and description of the FAQ page; the head helper adds the site name. */
export const faqHead = {
  de: {
    title: "Häufige Fragen (FAQ)",
    description: "Antworten auf häufige Fragen zu Adoption, Vorkontrolle, Schutzvertrag, Kosten und Transport.",
  },
  es: {
    title: "Preguntas frecuentes",
    description: "Respuestas a las preguntas frecuentes sobre adopción, control previo, contrato de protección, costos y transporte.",
  },
} satisfies PageHead;
