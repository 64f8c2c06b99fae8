/** Texts several static pages share (calls to action, donation notes). */
const de = {
  callsToAction: {
    viewDogs: "Hunde ansehen",
    becomeFosterHome: "Pflegestelle werden",
    donateNow: "Jetzt spenden",
  },
  donation: {
    purposeLabel: "Verwendungszweck",
    /** 10 % of donations for the hospice and each shelter go to general projects. */
    tenPercent:
      "10 % der Spenden für {place} fließen in unsere allgemeinen Projekte – etwa Notfallrettungen, Tierarztkosten und Transporte. So können wir auch dort helfen, wo gerade kein Spendenaufruf läuft.",
    /** Tax-receipt note, German site only. */
    taxNote: [
      "Hinweis für Spenden aus Deutschland: Spenden bis 300 € kannst du beim Finanzamt einfach mit deinem Kontoauszug nachweisen.",
      "Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus – schreib uns dazu eine kurze E-Mail mit deiner Anschrift.",
    ] as string[],
    bankDetailsLink: "Zu unseren Bankverbindungen",
    /** Anchor of the bank-transfer section on the donations page. */
    bankDetailsAnchor: "bankverbindung",
  },
};

const es: typeof de = {
  callsToAction: {
    viewDogs: "Ver perros",
    becomeFosterHome: "Ser casa de acogida",
    donateNow: "Donar ahora",
  },
  donation: {
    purposeLabel: "Concepto",
    tenPercent:
      "El 10 % de las donaciones para {place} se destina a nuestros proyectos generales, como rescates de urgencia, gastos veterinarios y transportes. Así también podemos ayudar allí donde no hay ninguna campaña en marcha.",
    taxNote: [],
    bankDetailsLink: "Ver nuestros datos bancarios",
    bankDetailsAnchor: "datos-bancarios",
  },
};

export const sharedPageTexts = { de, es };
export type SharedPageTexts = typeof de;
