import type { PageHead } from "~/pages/page-entry";

/** Title and description of the foster-home page; the head helper adds the site name. */
export const fosterHomeHead = {
  de: {
    title: "Pflegestelle werden",
    description: "Als Pflegestelle gibst du einem Hund aus Spanien für 4 bis 6 Wochen ein Zuhause auf Zeit – wir begleiten dich dabei.",
  },
  es: {
    title: "Hazte casa de acogida",
    description: "Como casa de acogida das a un perro un hogar temporal de 4 a 6 semanas; te acompañamos en todo momento.",
  },
} satisfies PageHead;
