/**
 * Texts of the adoption process (7 steps, on the dog pages and the adoption
 * page), the adoption FAQ's title (its questions are FAQ entries in the database, features/faq) and the health
 * transparency block. German and Spanish differ in substance: 490 € with transport
 * (340 € when collected in Spain) and 2-4 weeks in German, 340 € with pick-up
 * in Benicarló and 1-2 weeks in Spanish; only German names the handover points,
 * the pet registry and the animal-welfare-compliant transport.
 */
export const handoverPoints = ["Freiburg", "Karlsruhe", "Frankfurt", "Köln", "Dortmund", "Hannover", "Seevetal bei Hamburg", "Berlin"];

interface AdoptionStep {
  title: string;
  text: string;
}

const de = {
  process: {
    title: "Der Adoptionsablauf in 7 Schritten",
    intro: "So kommt dein neuer Freund aus Spanien zu dir – wir begleiten dich bei jedem Schritt.",
    steps: [
      {
        title: "Hund aussuchen",
        text: "Stöbere in Ruhe in unserer Hundeübersicht und lies die Beschreibungen. Bist du unsicher, welcher Hund zu dir und deinem Alltag passt? Wir beraten dich gern.",
      },
      {
        title: "Erster Kontakt",
        text: "Schreib uns per E-Mail, über WhatsApp oder mit dem Anfrageformular. Wir erzählen dir alles über den Hund und beantworten deine Fragen.",
      },
      {
        title: "Vorkontrolle und Kennenlernen",
        text: "Eine ehrenamtliche Person aus unserem Netzwerk besucht dich zu Hause und lernt dich persönlich kennen – kein Prüfungstermin, sondern ein Kennenlernen, damit Hund und Familie zusammenpassen. Dabei bekommst du auch Tipps für den Start.",
      },
      {
        title: "Schutzvertrag und Schutzgebühr",
        text: "Passt alles, schließen wir einen Schutzvertrag. Die Schutzgebühr beträgt 490 € und enthält den Transport nach Deutschland, die Ausreisegenehmigung und die tierärztliche Versorgung – oder 340 €, wenn du deinen Hund selbst in unserem Tierheim in Spanien abholst.",
      },
      {
        title: "Vorbereitung der Ausreise",
        text: "Wir bereiten deinen Hund auf die Reise vor: Impfungen, Chip, EU-Heimtierausweis und Ausreisegenehmigung. Von der Zusage bis zur Ankunft vergehen meist 2-4 Wochen.",
      },
      {
        title: "Transporttag und Ankunft",
        text: `Der tierschutzgerechte Transport nach Deutschland dauert ca. 1-1,5 Tage. Übergabeorte sind ${handoverPoints.slice(0, -1).join(", ")} und ${handoverPoints.at(-1)}.`,
      },
      {
        title: "Übergabe und Nachbetreuung",
        text: "Bei der Übergabe erhältst du alle Papiere deines Hundes. Bitte melde den Halterwechsel bei einem Haustierregister (z. B. TASSO oder FINDEFIX). In den ersten Wochen melden wir uns regelmäßig und sind auch danach jederzeit für dich da.",
      },
    ] satisfies AdoptionStep[],
    dogsLink: "Zu unseren Hunden",
    email: "E-Mail schreiben",
    whatsapp: "WhatsApp",
    formLink: "Zum Anfrageformular",
    precheckLink: "Was ist eine Vorkontrolle?",
    contractLink: "Was regelt der Schutzvertrag?",
    costsLink: "Was ist in der Schutzgebühr enthalten?",
  },
  faq: {
    title: "Häufige Fragen zur Adoption",
  },
  transparency: {
    title: "Gesundheit & Transparenz",
    intro: "Jeder Hund reist gesund und mit vollständigen Papieren zu dir:",
    items: [
      "Impfungen nach EU-Standard",
      "Mikrochip und Registrierung",
      "Tests ab etwa 1 Jahr",
      "Kastration ab etwa 1 Jahr",
      "Tierschutzgerechter Transport",
    ],
    note: "Welpen und jüngere Hunde reisen unkastriert.",
  },
};

export type AdoptionTexts = typeof de;

const es: AdoptionTexts = {
  process: {
    title: "El proceso de adopción en 7 pasos",
    intro: "Así llega tu nuevo amigo a casa: te acompañamos en cada paso.",
    steps: [
      {
        title: "Elige a tu perro",
        text: "Mira con calma a nuestros perros y lee sus descripciones. ¿No sabes cuál encaja contigo y con tu día a día? Te asesoramos con mucho gusto.",
      },
      {
        title: "Primer contacto",
        text: "Escríbenos por correo electrónico, por WhatsApp o con el formulario de solicitud. Te contamos todo sobre el perro y resolvemos tus dudas.",
      },
      {
        title: "Control previo y conocernos",
        text: "Una persona voluntaria de nuestra red te visita en casa y te conoce en persona: no es un examen, sino una forma de asegurarnos de que perro y familia encajan. Además te da consejos para empezar.",
      },
      {
        title: "Contrato de protección y cuota",
        text: "Si todo encaja, firmamos un contrato de protección. La cuota de adopción es de 340 € con recogida en nuestro refugio de Benicarló.",
      },
      {
        title: "Visita y recogida",
        text: "Preparamos a tu perro (vacunas, microchip, pasaporte europeo y revisión veterinaria) y, si quieres, puedes visitarle antes en el refugio. Desde la confirmación hasta la recogida suelen pasar 1-2 semanas.",
      },
      {
        title: "El gran día",
        text: "Recoges a tu perro en nuestro refugio: se va contigo vacunado, con microchip y con su pasaporte europeo, y te contamos todo sobre sus costumbres. ¡Empieza una nueva vida juntos!",
      },
      {
        title: "Entrega y seguimiento",
        text: "En la entrega recibes todos los papeles de tu perro y el contrato. En las primeras semanas te llamamos con regularidad y después seguimos a tu lado para cualquier pregunta.",
      },
    ],
    dogsLink: "Ver nuestros perros",
    email: "Enviar correo",
    whatsapp: "WhatsApp",
    formLink: "Ir al formulario de solicitud",
    precheckLink: "¿Qué es el control previo?",
    contractLink: "¿Qué regula el contrato de protección?",
    costsLink: "¿Qué incluye la cuota de adopción?",
  },
  faq: {
    title: "Preguntas frecuentes sobre la adopción",
  },
  transparency: {
    title: "Salud y transparencia",
    intro: "Cada perro se va contigo sano y con todos sus papeles:",
    items: [
      "Vacunación según el estándar de la UE",
      "Microchip y registro",
      "Análisis a partir de aprox. 1 año",
      "Esterilización a partir de aprox. 1 año",
    ],
    note: "Los cachorros y perros jóvenes se entregan sin esterilizar.",
  },
};

export const adoptionTexts = { de, es };
