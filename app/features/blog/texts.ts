/**
 * Texts of the blog list and post pages, sent with their data (`textsFor`;
 * header and loading texts are the frame's `contentSections.blog`: they show
 * before the page's data arrives).
 */
const de = {
  empty: "Noch keine Beiträge vorhanden.",
  readMore: "Weiterlesen",
  breadcrumbLabel: "Brotkrümelnavigation",
  publishedOn: "Veröffentlicht am",
  shareHeading: "Diesen Beitrag teilen",
  galleryHeading: "Bildergalerie",
  backBox: {
    heading: "Mehr aus unserem Tierschutzalltag",
    text: "Im Blog findest du weitere Rettungsgeschichten, Neuigkeiten vom Verein und Einblicke hinter die Kulissen.",
    button: "Zurück zum Blog",
  },
};

const es: typeof de = {
  empty: "Todavía no hay artículos.",
  readMore: "Leer más",
  breadcrumbLabel: "Ruta de navegación",
  publishedOn: "Publicado el",
  shareHeading: "Compartir este artículo",
  galleryHeading: "Galería de imágenes",
  backBox: {
    heading: "Más de nuestro día a día en la protección animal",
    text: "En el blog encontrarás más historias de rescate, novedades de la asociación y una mirada entre bastidores.",
    button: "Volver al blog",
  },
};

export const blogTexts = { de, es };
export type BlogTexts = typeof de;

/** Texts only the server uses (page heads, the RSS link): not part of the page's texts. */
const serverDe = {
  /** Page title of a post: the post's title with the blog's name. */
  postTitle: "{title} | Blog",
  feedTitle: "Blog-Feed (RSS)",
};

const serverEs: typeof serverDe = {
  postTitle: "{title} | Blog",
  feedTitle: "Feed del blog (RSS)",
};

export const blogServerTexts = { de: serverDe, es: serverEs };
