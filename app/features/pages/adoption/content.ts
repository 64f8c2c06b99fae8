/** Texts of the adoption page (spec 2 §2 "Adoption page", fees and durations spec 2 §9). */
const de = {
  hero: {
    title: "Einen Hund aus Spanien adoptieren",
    lead: "Von der ersten Nachricht bis lange nach dem Einzug: Wir begleiten dich persönlich und ehrlich auf dem Weg zu deinem Hund.",
  },
  process: {
    title: "Der Adoptionsablauf in 7 Schritten",
    intro: "Von der Zusage bis zur Ankunft deines Hundes vergehen in der Regel 2-4 Wochen.",
    /** schema.org HowTo: the whole process, about 14 days. */
    structuredDataName: "Einen Hund aus Spanien adoptieren",
    steps: [
      {
        title: "Hund aussuchen",
        text: "Stöbere in Ruhe durch unsere Hunde und lies ihre Beschreibungen. Bist du unsicher, welcher Hund zu deinem Leben passt? Wir beraten dich gern.",
      },
      {
        title: "Kontakt aufnehmen",
        text: "Schreib uns über das Formular unten, per E-Mail oder WhatsApp. Wir erzählen dir mehr über den Hund und beantworten alle deine Fragen.",
      },
      {
        title: "Vorkontrolle",
        text: "Eine ehrenamtliche Person aus unserem Netzwerk besucht dich zu Hause, lernt dich kennen und gibt dir Tipps für den Start – kein Prüfungstermin, sondern ein Kennenlernen.",
      },
      {
        title: "Schutzvertrag und Schutzgebühr",
        text: "Passt alles, schließen wir einen Schutzvertrag. Die Schutzgebühr beträgt 490 € inklusive Transport nach Deutschland – oder 340 €, wenn du deinen Hund selbst in unserem Tierheim in Spanien abholst.",
      },
      {
        title: "Transport nach Deutschland",
        text: "Wir bereiten die Ausreise vor: Impfungen, Chip, EU-Heimtierausweis und Ausreisegenehmigung. Die Fahrt im tierschutzgerechten Transporter dauert ca. 1-1,5 Tage.",
      },
      {
        title: "Übergabe",
        text: "Du nimmst deinen Hund an einem unserer Übergabeorte in Empfang: Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg oder Berlin. Den Halterwechsel meldest du anschließend bei einem Haustierregister.",
      },
      {
        title: "Nachbetreuung",
        text: "Wir bleiben an deiner Seite: In den ersten Wochen melden wir uns regelmäßig und sind auch danach jederzeit für deine Fragen da.",
      },
    ],
    dogsLink: "Zu unseren Hunden",
    contactLink: "Zum Formular",
    preCheckLink: "Was ist eine Vorkontrolle?",
    contractLink: "Was regelt der Schutzvertrag?",
    costsLink: "Was ist in der Schutzgebühr enthalten?",
  },
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
  process: {
    title: "La adopción en 7 pasos",
    intro: "Desde la aprobación hasta la entrega de tu perro suelen pasar 1-2 semanas.",
    structuredDataName: "Adoptar un perro de España",
    steps: [
      {
        title: "Elegir un perro",
        text: "Mira con calma a nuestros perros y lee sus descripciones. ¿No sabes qué perro encaja con tu vida? Te asesoramos con mucho gusto.",
      },
      {
        title: "Contactar",
        text: "Escríbenos con el formulario de abajo, por correo o por WhatsApp. Te contamos más sobre el perro y respondemos a todas tus preguntas.",
      },
      {
        title: "Control previo",
        text: "Una persona voluntaria de nuestra red te visita en casa, te conoce y te da consejos para empezar: no es un examen, sino una forma de conocernos.",
      },
      {
        title: "Contrato de protección y cuota",
        text: "Si todo encaja, firmamos un contrato de protección. La cuota de protección es de 340 € y recoges a tu perro en nuestro refugio en Benicarló.",
      },
      {
        title: "Preparación y visita",
        text: "Preparamos a tu perro: vacunas, microchip, pasaporte europeo y revisión veterinaria. Si quieres, puedes visitarle antes en el refugio.",
      },
      {
        title: "El gran día: la entrega",
        text: "Recoges a tu perro en nuestro refugio. Te contamos todo sobre sus costumbres y te entregamos su pasaporte y el contrato.",
      },
      {
        title: "Seguimiento",
        text: "Seguimos a tu lado: en las primeras semanas te llamamos con regularidad y después seguimos a tu disposición para cualquier duda.",
      },
    ],
    dogsLink: "Ver nuestros perros",
    contactLink: "Ir al formulario",
    preCheckLink: "¿Qué es el control previo?",
    contractLink: "¿Qué regula el contrato de protección?",
    costsLink: "¿Qué incluye la cuota de protección?",
  },
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

export const adoptionContent = { de, es };
