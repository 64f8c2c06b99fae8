import type { EditablePage } from "./editable-pages";

/** The pages screens' words (`/admin/pages`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Seiten",
  intro:
    "Die Texte der festen Seiten in beiden Sprachen. Was du hier änderst, steht nach dem Speichern sofort auf der Website; der Verlauf jeder Seite hält jede Fassung fest.",
  edit: "Bearbeiten",
  view: "Auf der Website ansehen",
  history: "Verlauf",
  changedCount: "{count} geänderte Texte",
  unchanged: "Wie mitgeliefert",
  names: {
    home: "Startseite",
    about: "Über uns",
    adoption: "Adoption",
    fosterHome: "Pflegestelle",
    donations: "Spenden & Teaming",
    membership: "Mitglied werden",
    contact: "Kontakt",
    hospice: "Hospiz",
    fincaChaos: "Finca Chaos",
    residenciaMonika: "Residencia Monika",
    imprint: "Impressum",
    privacy: "Datenschutzerklärung",
  } satisfies Record<EditablePage, string>,
  german: "Deutsch",
  spanish: "Spanisch",
  sides: "Links Deutsch, rechts Spanisch. Ein Text in geschweiften Klammern wie {count} wird beim Anzeigen ersetzt und muss bleiben.",
  legalHint:
    "Angaben aus den Einstellungen setzt die Seite selbst ein, wo ein Platzhalter steht: {de.legalName}, {de.street}, {de.postalCode}, {de.city}, {de.email}, {de.phone} (ebenso {es.…} für den Verein in Spanien). So bleibt der Text richtig, wenn sich eine Angabe ändert.",
  content: "Text",
  save: "Speichern",
  saving: "Wird gespeichert …",
  saved: "Gespeichert: Die Seite zeigt die neuen Texte.",
  invalid: "Bitte prüfe die markierten Texte. Es wurde nichts gespeichert.",
  errors: {
    required: "Bitte ausfüllen.",
    tooLong: "Das ist zu lang.",
    placeholders: "Die Platzhalter {placeholders} müssen bleiben.",
    anchor: "Der Abschnitt mit der Marke #{anchor} muss bleiben: Andere Seiten verlinken ihn.",
  },
};

const es: typeof de = {
  title: "Páginas",
  intro:
    "Los textos de las páginas fijas en los dos idiomas. Lo que cambies aquí aparece en la web en cuanto lo guardas; el historial de cada página conserva todas las versiones.",
  edit: "Editar",
  view: "Ver en la web",
  history: "Historial",
  changedCount: "{count} textos cambiados",
  unchanged: "Como viene con la web",
  names: {
    home: "Inicio",
    about: "Sobre nosotros",
    adoption: "Adopción",
    fosterHome: "Casa de acogida",
    donations: "Donar y Teaming",
    membership: "Hacerse socio",
    contact: "Contacto",
    hospice: "Hospicio",
    fincaChaos: "Finca Chaos",
    residenciaMonika: "Residencia Monika",
    imprint: "Aviso legal",
    privacy: "Política de privacidad",
  },
  german: "Alemán",
  spanish: "Español",
  sides: "A la izquierda alemán, a la derecha español. Un texto entre llaves como {count} se sustituye al mostrarlo y debe quedarse.",
  legalHint:
    "La página pone ella misma los datos de los ajustes donde hay un marcador: {es.legalName}, {es.street}, {es.postalCode}, {es.city}, {es.email}, {es.phone} (igual {de.…} para la asociación en Alemania). Así el texto sigue siendo correcto cuando cambia un dato.",
  content: "Texto",
  save: "Guardar",
  saving: "Guardando…",
  saved: "Guardado: la página muestra los textos nuevos.",
  invalid: "Por favor, revisa los textos marcados. No se ha guardado nada.",
  errors: {
    required: "Por favor, rellénalo.",
    tooLong: "Es demasiado largo.",
    placeholders: "Los marcadores {placeholders} deben quedarse.",
    anchor: "La sección con la marca #{anchor} debe quedarse: otras páginas enlazan con ella.",
  },
};

export const pagesTexts = { de, es };
export type PagesTexts = typeof de;
