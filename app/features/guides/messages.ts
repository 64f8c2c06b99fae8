/** Texts of the guide list and guide pages. */
const de = {
  heading: "Ratgeber",
  intro: "Praktische Tipps rund um Adoption, Eingewöhnung und das Leben mit einem Hund aus dem Tierschutz.",
  empty: "Neue Ratgeber werden bald hinzugefügt.",
  readMore: "Ratgeber lesen",
  loadingList: "Ratgeber werden geladen …",
  loadingGuide: "Ratgeber wird geladen …",
  /** Page title of a guide: the guide's title with the section's name. */
  guideTitle: (title: string) => `${title} | Ratgeber`,
  backToList: "Zurück zu allen Ratgebern",
  inlineImageAlt: (title: string, number: number) => `${title} – Bild ${number}`,
};

const es: typeof de = {
  heading: "Guía",
  intro: "Consejos prácticos sobre la adopción, la adaptación y la vida con un perro rescatado.",
  empty: "Pronto añadiremos nuevas guías.",
  readMore: "Leer la guía",
  loadingList: "Cargando guías …",
  loadingGuide: "Cargando guía …",
  guideTitle: (title: string) => `${title} | Guía`,
  backToList: "Volver a todas las guías",
  inlineImageAlt: (title: string, number: number) => `${title} – imagen ${number}`,
};

export const guideMessages = { de, es };
