import type { PageHead } from "~/pages/page-entry";

/** Title and description of the membership page; the head helper adds the site name. */
export const membershipHead = {
  de: {
    title: "Mitglied werden",
    description: "Werde Mitglied ab 5 € im Monat und hilf Straßenhunden in Spanien – aktiv oder als Fördermitglied.",
  },
  es: {
    title: "Hazte socio",
    description: "Hazte socio desde 5 € al mes y ayuda a los perros callejeros en España, como socio activo o colaborador.",
  },
} satisfies PageHead;
