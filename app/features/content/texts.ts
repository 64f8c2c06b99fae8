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
