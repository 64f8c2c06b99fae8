import type { PageHead } from "~/pages/page-entry";

/** Title and description of the guides; the head helper adds the site name. */
export const guidesHead = {
  de: { title: "Ratgeber", description: "Ratgeber rund um Adoption, Eingewöhnung und das Leben mit einem Hund aus dem Tierschutz." },
  es: { title: "Guía", description: "Guías sobre adopción, adaptación y la vida con un perro rescatado." },
} satisfies PageHead;

/** Title and description of a guide's page (its loader puts the guide's own); the head helper adds the site name. */
export const guideDetailHead = {
  de: { title: "Ratgeber", description: "Ein Ratgeber aus unserer Tierschutzarbeit." },
  es: { title: "Guía", description: "Una guía de nuestro trabajo de protección animal." },
} satisfies PageHead;
