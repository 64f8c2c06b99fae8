import type { PageHead } from "~/pages/page-entry";

/** Title and description of the Finca Chaos page; the head helper adds the site name. */
export const fincaChaosHead = {
  de: { title: "Finca Chaos", description: "Die Finca Chaos: 10.000 m² Zuhause für unsere Hunde in Spanien mit sieben Ausläufen." },
  es: { title: "Finca Chaos", description: "La Finca Chaos: 10.000 m² de hogar para nuestros perros en España con siete parques." },
} satisfies PageHead;

/** Title and description of the Residencia Monika page; the head helper adds the site name. */
export const residenciaMonikaHead = {
  de: { title: "Residencia Monika", description: "Die Residencia Monika: unser Partner-Tierheim in Spanien mit rund 80 Hunden." },
  es: { title: "Residencia Monika", description: "La Residencia Monika: nuestro refugio colaborador en España con unos 80 perros." },
} satisfies PageHead;
