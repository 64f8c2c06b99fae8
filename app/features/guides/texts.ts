/**
 * Texts of the guide list and guide pages, sent with their data (`textsFor`;
 * header and loading texts are the frame's `contentSections.guides`: they
 * show before the page's data arrives).
 */
const de = {
  empty: "Neue Ratgeber werden bald hinzugefügt.",
  readMore: "Ratgeber lesen",
  backToList: "Zurück zu allen Ratgebern",
};

const es: typeof de = {
  empty: "Pronto añadiremos nuevas guías.",
  readMore: "Leer la guía",
  backToList: "Volver a todas las guías",
};

export const guideTexts = { de, es };
export type GuideTexts = typeof de;

/** Texts only the server uses (page head): not part of the page's texts. */
const serverDe = {
  /** Page title of a guide: the guide's title with the section's name. */
  guideTitle: "{title} | Ratgeber",
};

const serverEs: typeof serverDe = {
  guideTitle: "{title} | Guía",
};

export const guideServerTexts = { de: serverDe, es: serverEs };
