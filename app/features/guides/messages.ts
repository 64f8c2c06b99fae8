/**
 * Texts of the guide list and guide pages (header and loading texts are the
 * frame's `contentSections.guides`: they show before the page's data arrives).
 */
const de = {
  empty: "Neue Ratgeber werden bald hinzugefügt.",
  readMore: "Ratgeber lesen",
  /** Page title of a guide: the guide's title with the section's name. */
  guideTitle: "{title} | Ratgeber",
  backToList: "Zurück zu allen Ratgebern",
  inlineImageAlt: "{title} – Bild {number}",
};

const es: typeof de = {
  empty: "Pronto añadiremos nuevas guías.",
  readMore: "Leer la guía",
  guideTitle: "{title} | Guía",
  backToList: "Volver a todas las guías",
  inlineImageAlt: "{title} – imagen {number}",
};

export const guideMessages = { de, es };
