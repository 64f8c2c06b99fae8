/**
 * The dog list's texts that show before its data arrives (client-side
 * navigation, spec 1 §4 "Loading": hero and spinner). Loader texts come with
 * that data, so these few ship as script, in both languages; all other texts
 * of the list are loader data (messages.ts).
 */
const de = {
  heroTitle: "Unsere Hunde",
  heroText: "Hier findest du alle Hunde, die ein Zuhause, eine Patenschaft oder einen Platz in unserem Hospiz suchen.",
  loading: "Hunde werden geladen...",
};

const es: typeof de = {
  heroTitle: "Nuestros perros",
  heroText: "Aquí encontrarás todos los perros que buscan un hogar, un padrino o una plaza en nuestro hospicio.",
  loading: "Cargando perros...",
};

export const dogListLoadingMessages = { de, es };
