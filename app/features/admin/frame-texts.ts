import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/**
 * The workspace frame's words (layout, navigation, not-found and error pages), German and Spanish (`es` typed by `de`).
 *
 * Every section of the workspace keeps its words beside its code (`<section>/texts.ts`, or `<section>-texts.ts` for the
 * sections whose code sits in this folder), and its loaders import them directly: no catalogue of all catalogues, so a
 * loader's imports say which words its page gets, and no file grows past what one section needs. Plain data with
 * `{placeholder}`s for `format()` (~/i18n/format); components import only their types. Written for volunteers, not for
 * technicians: "Anmeldelink", not "Token".
 */
const de = {
  workspaceName: "Redaktionsbereich",
  pageTitle: "{page} – Redaktionsbereich",
  skipToContent: "Zum Inhalt springen",
  navigationLabel: "Bereiche",
  nav: {
    start: "Start",
    posts: "Beiträge",
    guides: "Ratgeber",
    team: "Team",
    faq: "Häufige Fragen",
    inbox: "Anfragen",
    insights: "Besuche",
    spam: "Spam",
    people: "Personendaten",
    editors: "Redaktion",
    activity: "Aktivität",
    pages: "Seiten",
    settings: "Einstellungen",
  },
  signedInAs: "Angemeldet als {editor}",
  signOut: "Abmelden",
  toSite: "Zur Website",
  notFound: {
    title: "Seite nicht gefunden",
    text: "Diese Seite gibt es im Redaktionsbereich nicht.",
  },
  error: {
    title: "Etwas ist schiefgelaufen",
    text: "Bitte versuche es gleich noch einmal. Wenn es wieder passiert, sag bitte der technischen Betreuung der Website Bescheid.",
  },
  backToStart: "Zur Startseite der Redaktion",
};

const es: typeof de = {
  workspaceName: "Área de redacción",
  pageTitle: "{page} – Área de redacción",
  skipToContent: "Saltar al contenido",
  navigationLabel: "Secciones",
  nav: {
    start: "Inicio",
    posts: "Entradas",
    guides: "Guías",
    team: "Equipo",
    faq: "Preguntas frecuentes",
    inbox: "Solicitudes",
    insights: "Visitas",
    spam: "Spam",
    people: "Datos personales",
    editors: "Editores",
    activity: "Actividad",
    pages: "Páginas",
    settings: "Ajustes",
  },
  signedInAs: "Has iniciado sesión como {editor}",
  signOut: "Cerrar sesión",
  toSite: "Ir a la web",
  notFound: {
    title: "Página no encontrada",
    text: "Esta página no existe en el área de redacción.",
  },
  error: {
    title: "Algo ha salido mal",
    text: "Por favor, inténtalo de nuevo en un momento. Si vuelve a pasar, avisa a quien se encarga de la parte técnica de la web.",
  },
  backToStart: "Volver al inicio de la redacción",
};

export const frameTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type FrameTexts = typeof de;
