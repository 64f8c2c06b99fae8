import type { PageHead } from "~/pages/page-entry";

/** Title and description of the favourites page; the head helper adds the site name. */
export const favouritesHead = {
  de: { title: "Merkliste", description: "Die Hunde, die du dir gemerkt hast, auf einen Blick." },
  es: { title: "Favoritos", description: "Los perros que has guardado, de un vistazo." },
} satisfies PageHead;
