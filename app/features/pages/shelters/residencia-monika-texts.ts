import type { Fact } from "../shared/fact-grid";

/** Texts of the Residencia Monika page, its facts included. */
const de = {
  hero: {
    title: "Residencia Monika",
    lead: "Unser Partner-Tierheim in Spanien: ein Zuhause für rund 80 Hunde – geführt mit unendlich viel Herz.",
  },
  story: {
    title: "Die Geschichte der Residencia",
    /** `{town}`: the town near the Residencia (site config). */
    paragraphs: [
      "Monika lebt seit rund 25 Jahren in Spanien. Schon bald nach ihrer Ankunft nahm sie die ersten Straßenhunde bei sich auf – und es wurden immer mehr.",
      "2008 kaufte sie das Grundstück in der Nähe von {town}, auf dem heute die Residencia steht. Seitdem ist sie eine Zuflucht für Hunde aus der ganzen Umgebung.",
      "Heute leben hier rund 80 Hunde. Versorgt werden sie von einem Team aus zwei Menschen, die jeden Tag füttern, putzen, Medikamente geben, trösten und spazieren gehen – unterstützt von Ehrenamtlichen und von uns.",
    ],
  },
  facts: {
    title: "Die Residencia in Zahlen",
    items: [
      { value: "ca. 80", label: "Hunde" },
      { value: "2008", label: "Kauf des Grundstücks" },
      { value: "2", label: "Menschen im Team" },
      { value: "ca. 25", label: "Jahre in Spanien" },
    ] as Fact[],
  },
  partnership: {
    title: "Unsere Partnerschaft",
    text: "Wir unterstützen die Residencia mit Futter, Tierarztkosten und Transporten und suchen für ihre Hunde Familien in Deutschland. Hunde aus der Residencia findest du in unserer Hundeübersicht.",
    dogsLink: "Zu unseren Hunden",
    teamingLink: "Teaming-Gruppe der Residencia",
  },
  photos: {
    title: "Eindrücke aus der Residencia",
    alts: [
      "Hunde beim gemeinsamen Mittagsschlaf im Schatten",
      "Ein Auslauf der Residencia am Morgen",
      "Monika mit einigen ihrer Hunde",
      "Fütterungszeit in der Residencia",
    ],
  },
  donation: {
    title: "Für die Residencia Monika spenden",
    intro: "Rund 80 Hunde brauchen jeden Tag Futter, Pflege und oft einen Tierarzt. Sag uns, wie du die Residencia unterstützen möchtest.",
    purpose: "Residencia Monika",
    place: "die Residencia Monika",
  },
};

const es: typeof de = {
  hero: {
    title: "Residencia Monika",
    lead: "Nuestro refugio colaborador en España: un hogar para unos 80 perros, llevado con muchísimo corazón.",
  },
  story: {
    title: "La historia de la Residencia",
    paragraphs: [
      "Monika vive desde hace unos 25 años en España. Poco después de llegar acogió a los primeros perros callejeros, y cada vez fueron más.",
      "En 2008 compró el terreno cerca de {town} donde hoy se encuentra la Residencia. Desde entonces es un refugio para perros de toda la comarca.",
      "Hoy viven aquí unos 80 perros. Los cuida un equipo de dos personas que cada día dan de comer, limpian, administran medicinas, consuelan y salen a pasear, con la ayuda de voluntarios y la nuestra.",
    ],
  },
  facts: {
    title: "La Residencia en cifras",
    items: [
      { value: "unos 80", label: "perros" },
      { value: "2008", label: "compra del terreno" },
      { value: "2", label: "personas en el equipo" },
      { value: "unos 25", label: "años en España" },
    ] as Fact[],
  },
  partnership: {
    title: "Nuestra colaboración",
    text: "Apoyamos a la Residencia con comida, gastos veterinarios y transportes, y buscamos familias para sus perros. Encontrarás a los perros de la Residencia en nuestra lista de perros.",
    dogsLink: "Ver nuestros perros",
    teamingLink: "Grupo de Teaming de la Residencia",
  },
  photos: {
    title: "Imágenes de la Residencia",
    alts: [
      "Perros durmiendo la siesta juntos a la sombra",
      "Uno de los parques de la Residencia por la mañana",
      "Monika con algunos de sus perros",
      "La hora de comer en la Residencia",
    ],
  },
  donation: {
    title: "Donar para la Residencia Monika",
    intro: "Unos 80 perros necesitan cada día comida, cuidados y a menudo un veterinario. Cuéntanos cómo quieres apoyar a la Residencia.",
    purpose: "Residencia Monika",
    place: "la Residencia Monika",
  },
};

export const residenciaMonikaTexts = { de, es };
export type ResidenciaMonikaTexts = typeof de;
