import type { PageHead } from "~/pages/page-entry";

/** Title and description of the donations page; the head helper adds the site name. */
export const donationsHead = {
  de: {
    title: "Spenden & Teaming",
    description: "Deine Spende hilft: Futter, tierärztliche Versorgung, Transport und Vermittlung unserer Hunde in Spanien.",
  },
  es: {
    title: "Donar & Teaming",
    description: "Tu donación ayuda: comida, atención veterinaria, transporte y adopción de nuestros perros.",
  },
} satisfies PageHead;
