import type { PageHead } from "~/pages/page-entry";

/** Title and description of the adoption page; the head helper adds the site name. */
export const adoptionHead = {
  de: {
    title: "Hund adoptieren – so läuft die Adoption ab",
    description: "In 7 Schritten zu deinem Hund aus Spanien: Vorkontrolle, Schutzvertrag, Transport nach Deutschland und Nachbetreuung.",
  },
  es: {
    title: "Adoptar un perro – así funciona la adopción",
    description: "En 7 pasos hacia tu perro: control previo, contrato de protección, recogida en Benicarló y seguimiento.",
  },
} satisfies PageHead;
