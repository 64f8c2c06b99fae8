import type { PageHead } from "~/pages/page-entry";

/** Title and description of the home page; the head helper adds the site name. */
export const homeHead = {
  de: {
    title: "Straßenhund aus Spanien adoptieren",
    description:
      "Seit 2013 retten wir Straßenhunde in Spanien: über 2.900 Hunde vermittelt. Finde deinen Hund, werde Pflegestelle oder spende.",
  },
  es: {
    title: "Adopta un perro callejero de España",
    description:
      "Desde 2013 rescatamos perros callejeros en España: más de 2.900 perros rescatados o adoptados. Encuentra tu perro, acoge o dona.",
  },
} satisfies PageHead;
