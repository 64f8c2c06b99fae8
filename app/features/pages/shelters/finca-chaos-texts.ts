import type { Fact } from "../shared/fact-grid";

/** Texts of the Finca Chaos page, its facts included. */
const de = {
  hero: {
    title: "Finca Chaos",
    lead: "Unser 10.000 m² großes Zuhause für Hunde in Spanien – mit viel Platz, Schatten, Ruhe und einer Portion liebevollem Chaos.",
  },
  about: {
    title: "Ein Zuhause auf 10.000 m²",
    paragraphs: [
      "Die Finca Chaos ist das Herzstück unserer Arbeit in Spanien. Auf dem 10.000 m² großen Gelände leben unsere Hunde, bis sie in ihr neues Zuhause reisen – nicht in engen Zwingern, sondern in großzügigen Ausläufen mit festen Gruppen.",
      "Sieben Ausläufe von 150-180 m² bieten jeder Gruppe ihren eigenen Bereich; vier davon haben eine 12 m² große Hütte als Rückzugsort bei Hitze und Regen. Drei Hunde, die die Nähe zu Menschen besonders brauchen, wohnen im Hundewohnzimmer.",
      "Auf 6.000 m² Freifläche wird gerannt, gespielt und geschnüffelt. Am Grillplatz kommen Helferinnen, Helfer und Besucher zusammen – und 14 Ziegen halten das Gras kurz und sorgen dafür, dass es auf der Finca nie langweilig wird.",
    ],
  },
  facts: {
    title: "Die Finca in Zahlen",
    items: [
      { value: "10.000 m²", label: "Gesamtfläche" },
      { value: "7", label: "Ausläufe mit je 150-180 m²" },
      { value: "4", label: "Ausläufe mit 12 m² großer Hütte" },
      { value: "6.000 m²", label: "Freifläche zum Toben" },
      { value: "3", label: "Hunde im Hundewohnzimmer" },
      { value: "14", label: "Ziegen" },
    ] as Fact[],
  },
  sitePlan: {
    title: "Lageplan der Finca",
    intro: "Klicke auf den Plan, um ihn vergrößert anzusehen.",
    open: "Lageplan vergrößern",
    close: "Schließen",
    alt: "Lageplan der Finca Chaos: sieben Ausläufe (1-7, vier davon mit Hütte), die große Freifläche, das Hundewohnzimmer und der runde Grillplatz",
    legend: ["1-7: Ausläufe, 1-4 mit Hütte", "Große grüne Fläche: Freifläche", "Rechteck rechts: Hundewohnzimmer", "Kreis: Grillplatz"],
  },
  videos: {
    title: "Die Finca im Video",
    intro: "Ein kleiner Einblick in den Alltag unserer Hunde.",
    play: "Video abspielen: {title}",
    notice: "Erst beim Abspielen wird das Video von YouTube (youtube-nocookie.com) geladen. Details findest du in unserer",
    privacyLink: "Datenschutzerklärung",
  },
  donation: {
    title: "Für die Finca Chaos spenden",
    intro: "Futter, Zäune, Schattenplätze, Tierarzt: Auf der Finca gibt es immer etwas zu tun. Sag uns, wie du helfen möchtest.",
    purpose: "Finca Chaos",
    place: "die Finca Chaos",
  },
};

const es: typeof de = {
  hero: {
    title: "Finca Chaos",
    lead: "Nuestro hogar de 10.000 m² para perros en España: con mucho espacio, sombra, tranquilidad y una buena dosis de caos cariñoso.",
  },
  about: {
    title: "Un hogar de 10.000 m²",
    paragraphs: [
      "La Finca Chaos es el corazón de nuestro trabajo en España. En este terreno de 10.000 m² viven nuestros perros hasta que viajan a su nuevo hogar: no en jaulas estrechas, sino en amplios parques con grupos estables.",
      "Siete parques de 150-180 m² dan a cada grupo su propio espacio; cuatro de ellos tienen una caseta de 12 m² para resguardarse del calor y la lluvia. Tres perros que necesitan especialmente la cercanía de las personas viven en la sala de estar para perros.",
      "En 6.000 m² de espacio libre se corre, se juega y se olfatea. En la zona de barbacoa se reúnen voluntarios y visitantes, y 14 cabras mantienen la hierba corta y se aseguran de que en la finca nunca haya aburrimiento.",
    ],
  },
  facts: {
    title: "La finca en cifras",
    items: [
      { value: "10.000 m²", label: "de superficie total" },
      { value: "7", label: "parques de 150-180 m² cada uno" },
      { value: "4", label: "parques con caseta de 12 m²" },
      { value: "6.000 m²", label: "de espacio libre para correr" },
      { value: "3", label: "perros en la sala de estar" },
      { value: "14", label: "cabras" },
    ] as Fact[],
  },
  sitePlan: {
    title: "Plano de la finca",
    intro: "Haz clic en el plano para verlo ampliado.",
    open: "Ampliar el plano",
    close: "Cerrar",
    alt: "Plano de la Finca Chaos: siete parques (1-7, cuatro con caseta), el gran espacio libre, la sala de estar para perros y la zona de barbacoa redonda",
    legend: [
      "1-7: parques, 1-4 con caseta",
      "Gran superficie verde: espacio libre",
      "Rectángulo a la derecha: sala de estar para perros",
      "Círculo: zona de barbacoa",
    ],
  },
  videos: {
    title: "La finca en vídeo",
    intro: "Un pequeño vistazo al día a día de nuestros perros.",
    play: "Reproducir vídeo: {title}",
    notice: "El vídeo solo se carga desde YouTube (youtube-nocookie.com) al reproducirlo. Encontrarás más detalles en nuestra",
    privacyLink: "política de privacidad",
  },
  donation: {
    title: "Donar para la Finca Chaos",
    intro: "Comida, vallas, sombra, veterinario: en la finca siempre hay algo que hacer. Cuéntanos cómo quieres ayudar.",
    purpose: "Finca Chaos",
    place: "la Finca Chaos",
  },
};

export const fincaChaosTexts = { de, es };
export type FincaChaosTexts = typeof de;
