/** Texts of the favourites page, sent as loader data (`textsFor(locale, "favourites")`). */
const de = {
  title: "Merkliste",
  intro:
    "Die Hunde, die du mit dem Herz markierst, merken wir uns nur in diesem Browser. Mit dem Link unten siehst du dieselbe Liste auf einem anderen Handy oder teilst sie mit deiner Familie.",
  empty: "Deine Merkliste ist noch leer. Tippe bei einem Hund auf das Herz, um ihn hier zu sammeln.",
  browse: "Zu unseren Hunden",
  error: "Die Hunde konnten gerade nicht geladen werden. Bitte versuche es später erneut.",
  notListedTitle: "Nicht mehr gelistet",
  notListed: "Ein Hund dieser Liste ({suffix}) ist nicht mehr gelistet – vielleicht hat er schon ein Zuhause gefunden.",
  remove: "Entfernen",
  shareTitle: "Merkliste teilen",
  shareText: "Öffne diesen Link auf einem anderen Gerät, um dieselbe Liste zu sehen:",
};

export type FavouritesTexts = typeof de;

const es: FavouritesTexts = {
  title: "Favoritos",
  intro:
    "Los perros que marcas con el corazón solo se guardan en este navegador. Con el enlace de abajo ves la misma lista en otro móvil o la compartes con tu familia.",
  empty: "Tu lista de favoritos está vacía. Toca el corazón de un perro para guardarlo aquí.",
  browse: "Ver nuestros perros",
  error: "No se pudieron cargar los perros. Por favor intenta de nuevo más tarde.",
  notListedTitle: "Ya no está en la lista",
  notListed: "Un perro de esta lista ({suffix}) ya no está publicado; quizá ya ha encontrado un hogar.",
  remove: "Quitar",
  shareTitle: "Compartir favoritos",
  shareText: "Abre este enlace en otro dispositivo para ver la misma lista:",
};

export const favouritesTexts = { de, es };
