/** Texts shared by blog posts and guides (share block). */
const de = {
  share: {
    label: "Teilen",
    facebook: "Auf Facebook teilen",
    twitter: "Auf Twitter teilen",
    linkedin: "Auf LinkedIn teilen",
    email: "Per E-Mail teilen",
    names: { facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn", email: "E-Mail" },
  },
};

const es: typeof de = {
  share: {
    label: "Compartir",
    facebook: "Compartir en Facebook",
    twitter: "Compartir en Twitter",
    linkedin: "Compartir en LinkedIn",
    email: "Compartir por correo electrónico",
    names: { facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn", email: "Correo" },
  },
};

export const contentTexts = { de, es };
export type ContentTexts = typeof de;

/** Texts only the server uses (pictures' alt texts): not part of the page's texts. */
const serverDe = {
  /** A gallery picture without a description or caption, in a post's gallery or a post's or guide's body. */
  galleryImageAlt: "{title} – Bild {number}",
};

const serverEs: typeof serverDe = {
  galleryImageAlt: "{title} – imagen {number}",
};

export const contentServerTexts = { de: serverDe, es: serverEs };
