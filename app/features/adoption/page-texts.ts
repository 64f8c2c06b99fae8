/** Texts of the adoption page; the 7 steps are the adoption catalogue (texts.ts), which the dog page shows too. */
const de = {
  hero: {
    title: "Einen Hund aus Spanien adoptieren",
    lead: "Von der ersten Nachricht bis lange nach dem Einzug: Wir begleiten dich persönlich und ehrlich auf dem Weg zu deinem Hund.",
  },
  /** schema.org HowTo of the adoption process (the steps are the adoption feature's). */
  howTo: { name: "Einen Hund aus Spanien adoptieren" },
  shelters: {
    title: "Wo unsere Hunde leben",
    intro: "Bevor sie zu dir reisen, leben unsere Hunde in Spanien – betreut von Menschen, die jeden einzelnen kennen.",
    cards: [
      {
        title: "Finca Chaos",
        text: "Unser eigenes 10.000 m² großes Gelände mit sieben Ausläufen, einem Hundewohnzimmer und viel Platz zum Toben.",
      },
      {
        title: "Residencia Monika",
        text: "Unser Partner-Tierheim in Spanien, in dem rund 80 Hunde liebevoll versorgt werden.",
      },
      {
        title: "Warum Hunde aus Spanien?",
        text: "Straßenhunde, ausgesetzte Jagdhunde, überfüllte Perreras: Warum wir gerade dort helfen, erklären wir in unseren FAQ.",
      },
    ],
    more: "Mehr erfahren",
  },
  platforms: {
    title: "Unsere Hunde auf weiteren Plattformen",
    text: "Du findest unsere Hunde auch auf diesen Vermittlungsportalen. Anfragen dort landen ebenfalls direkt bei uns.",
    external: "öffnet eine externe Website",
  },
  form: {
    anchor: "anfrage",
    title: "Adoptionsanfrage",
    intro: "Du hast dich verliebt oder möchtest erst einmal mehr wissen? Schreib uns – wir melden uns innerhalb weniger Tage bei dir.",
  },
  closing: {
    title: "Noch Fragen?",
    text: "In unseren FAQ beantworten wir die häufigsten Fragen zu Vorkontrolle, Schutzvertrag, Kosten und Transport.",
    faqButton: "Zu den FAQ",
    contactButton: "Kontakt aufnehmen",
  },
};

const es: typeof de = {
  hero: {
    title: "Adoptar un perro de España",
    lead: "Desde el primer mensaje hasta mucho después de la llegada: te acompañamos de forma personal y sincera en el camino hacia tu perro.",
  },
  howTo: { name: "Adoptar un perro de España" },
  shelters: {
    title: "Dónde viven nuestros perros",
    intro: "Antes de irse contigo, nuestros perros viven en España, cuidados por personas que conocen a cada uno de ellos.",
    cards: [
      {
        title: "Finca Chaos",
        text: "Nuestro propio terreno de 10.000 m² con siete parques, una sala de estar para perros y mucho espacio para correr.",
      },
      {
        title: "Residencia Monika",
        text: "Nuestro refugio colaborador en España, donde unos 80 perros reciben cuidados con mucho cariño.",
      },
      {
        title: "¿Por qué perros de España?",
        text: "Perros callejeros, perros de caza abandonados, perreras saturadas: en nuestras preguntas frecuentes explicamos por qué ayudamos allí.",
      },
    ],
    more: "Saber más",
  },
  platforms: {
    title: "Nuestros perros en otras plataformas",
    text: "También encontrarás a nuestros perros en estos portales de adopción. Las solicitudes que nos llegan por ellos también las atendemos nosotros.",
    external: "abre una web externa",
  },
  form: {
    anchor: "solicitud",
    title: "Solicitud de adopción",
    intro: "¿Te has enamorado o quieres saber más primero? Escríbenos y te responderemos en pocos días.",
  },
  closing: {
    title: "¿Tienes más preguntas?",
    text: "En nuestras preguntas frecuentes respondemos a las dudas más habituales sobre el control previo, el contrato de protección, los costos y la entrega.",
    faqButton: "Ver preguntas frecuentes",
    contactButton: "Contactar",
  },
};

export const adoptionPageTexts = { de, es };
export type AdoptionPageTexts = typeof de;
