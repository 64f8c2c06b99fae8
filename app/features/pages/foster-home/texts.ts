import type { FaqTextItem } from "~/components/faq";

/** Texts of the foster-home page. */
const de = {
  hero: {
    title: "Pflegestelle werden",
    lead: "Schenke einem Hund aus Spanien ein Zuhause auf Zeit – und hilf ihm, seine Familie für immer zu finden.",
    button: "Jetzt bewerben",
  },
  why: {
    title: "Warum Pflegestellen so wichtig sind",
    intro:
      "Auf einer Pflegestelle lernt ein Hund das Leben in einer Familie kennen. Für ihn ist das der wichtigste Schritt in ein neues Leben.",
    benefits: [
      {
        title: "Ein Platz wird frei",
        text: "Jeder Hund, der auf eine Pflegestelle zieht, macht in Spanien Platz für den nächsten Notfall.",
      },
      {
        title: "Ankommen im Alltag",
        text: "Treppenhaus, Straßenverkehr, Besuch an der Tür: Auf der Pflegestelle lernt der Hund in Ruhe kennen, was ihn später erwartet.",
      },
      {
        title: "Die richtige Familie finden",
        text: "Du kennst den Hund am besten. Deine Beobachtungen helfen uns, genau die Familie zu finden, die zu ihm passt.",
      },
    ],
  },
  steps: {
    title: "In 5 Schritten zur Pflegestelle",
    intro: "Eine Pflegezeit dauert meist 4 bis 6 Wochen. Futter und Tierarztkosten übernehmen wir.",
    items: [
      { title: "Bewerbung", text: "Fülle das Formular unten aus und erzähl uns von dir, deinem Zuhause und deinem Alltag." },
      {
        title: "Kennenlerngespräch",
        text: "Wir lernen uns am Telefon, per Video oder bei einem Hausbesuch kennen und beantworten alle deine Fragen.",
      },
      {
        title: "Vorkontrolle",
        text: "Eine ehrenamtliche Person aus unserem Netzwerk besucht dich zu Hause – genau wie bei einer Adoption.",
      },
      {
        title: "Den passenden Hund finden",
        text: "Gemeinsam suchen wir einen Hund aus, der zu dir, deiner Familie und deinen Tieren passt.",
      },
      {
        title: "Einzug und Begleitung",
        text: "Dein Pflegehund zieht ein. Wir sind die ganze Zeit für dich da – bei Fragen, Sorgen und allem, was der Alltag bringt.",
      },
    ],
    preCheckLink: "Was ist eine Vorkontrolle?",
  },
  form: {
    anchor: "bewerbung",
    title: "Bewerbung als Pflegestelle",
    intro: "Erzähl uns ein wenig über dich – wir melden uns innerhalb weniger Tage bei dir.",
  },
  faq: {
    title: "Häufige Fragen zur Pflegestelle",
    items: [
      {
        id: "aufgaben",
        question: "Was sind meine Aufgaben als Pflegestelle?",
        answer: [
          "Du gibst dem Hund ein sicheres Zuhause, Zuwendung und einen geregelten Alltag. Du gehst mit ihm spazieren, übst die Grundlagen und erzählst uns, wie er sich entwickelt. Fotos und kurze Berichte helfen uns sehr bei der Vermittlung.",
        ],
      },
      {
        id: "welcher-hund",
        question: "Welcher Hund kommt zu mir?",
        answer: [
          "Das entscheiden wir gemeinsam. Wir schauen, welcher Hund zu deiner Wohnsituation, deiner Erfahrung und deinen Tieren passt. Du nimmst keinen Hund auf, bei dem du kein gutes Gefühl hast.",
        ],
      },
      {
        id: "kosten",
        question: "Welche Kosten kommen auf mich zu?",
        answer: ["Keine. Futter, Tierarztkosten und die nötige Ausstattung übernimmt der Verein. Du schenkst dem Hund Zeit und Zuwendung."],
      },
      {
        id: "dauer",
        question: "Wie lange bleibt ein Hund auf der Pflegestelle?",
        answer: [
          "In der Regel 4 bis 6 Wochen – so lange, bis wir die passende Familie gefunden haben. Manchmal geht es schneller, manchmal dauert es auch etwas länger.",
        ],
      },
      {
        id: "haus-oder-wohnung",
        question: "Brauche ich ein Haus mit Garten?",
        answer: [
          "Nein, auch in einer Wohnung kannst du Pflegestelle sein. Wichtig sind Zeit, Geduld und bei einer Mietwohnung die Zustimmung deiner Vermieterin oder deines Vermieters.",
        ],
      },
      {
        id: "vermittlung",
        question: "Wie kann ich bei der Vermittlung helfen?",
        answer: [
          "Du kennst deinen Pflegehund am besten. Schick uns Fotos und kleine Videos und erzähl uns von seinen Eigenheiten. Interessierte Familien lernen den Hund nach Absprache bei dir kennen – deine Einschätzung zählt bei der Entscheidung.",
        ],
      },
      {
        id: "uebernahme",
        question: "Darf ich meinen Pflegehund selbst adoptieren?",
        answer: [
          "Ja! Wenn ihr euch ineinander verliebt, hast du als Pflegestelle das Vorrecht: Bevor wir den Hund einer anderen Familie zusagen, fragen wir zuerst dich. Es gelten dann die üblichen Adoptionsbedingungen mit Schutzvertrag.",
        ],
      },
    ] as FaqTextItem[],
  },
};

const es: typeof de = {
  hero: {
    title: "Hazte casa de acogida",
    lead: "Regala a un perro un hogar temporal y ayúdale a encontrar a su familia para siempre.",
    button: "Solicitar ahora",
  },
  why: {
    title: "Por qué las casas de acogida son tan importantes",
    intro: "En una casa de acogida el perro descubre la vida en familia. Para él es el paso más importante hacia una nueva vida.",
    benefits: [
      {
        title: "Se libera una plaza",
        text: "Cada perro que se va a una casa de acogida deja sitio en el refugio para la siguiente urgencia.",
      },
      {
        title: "Aprender la vida diaria",
        text: "Escaleras, tráfico, visitas en la puerta: en la casa de acogida el perro conoce con calma lo que le espera después.",
      },
      {
        title: "Encontrar la familia adecuada",
        text: "Tú eres quien mejor conoce al perro. Lo que observas nos ayuda a encontrar la familia que de verdad encaja con él.",
      },
    ],
  },
  steps: {
    title: "En 5 pasos a ser casa de acogida",
    intro: "Una acogida suele durar de 4 a 6 semanas. Nosotros pagamos la comida y el veterinario.",
    items: [
      { title: "Solicitud", text: "Rellena el formulario de abajo y cuéntanos sobre ti, tu hogar y tu día a día." },
      {
        title: "Conversación para conocernos",
        text: "Nos conocemos por teléfono, por videollamada o con una visita a tu casa, y respondemos a todas tus preguntas.",
      },
      { title: "Control previo", text: "Una persona voluntaria de nuestra red te visita en casa, igual que en una adopción." },
      { title: "Encontrar el perro adecuado", text: "Elegimos juntos un perro que encaje contigo, con tu familia y con tus animales." },
      {
        title: "Llegada y acompañamiento",
        text: "Tu perro de acogida llega a casa. Estamos a tu lado todo el tiempo: con dudas, preocupaciones y todo lo que traiga el día a día.",
      },
    ],
    preCheckLink: "¿Qué es el control previo?",
  },
  form: {
    anchor: "solicitud",
    title: "Solicitud para ser casa de acogida",
    intro: "Cuéntanos un poco sobre ti y te responderemos en pocos días.",
  },
  faq: {
    title: "Preguntas frecuentes sobre la acogida",
    items: [
      {
        id: "tareas",
        question: "¿Cuáles son mis tareas como casa de acogida?",
        answer: [
          "Das al perro un hogar seguro, cariño y una rutina. Lo sacas a pasear, practicas lo básico y nos cuentas cómo evoluciona. Las fotos y los pequeños informes nos ayudan mucho en la adopción.",
        ],
      },
      {
        id: "que-perro",
        question: "¿Qué perro vendrá a mi casa?",
        answer: [
          "Lo decidimos juntos. Miramos qué perro encaja con tu vivienda, tu experiencia y tus animales. Nunca acogerás a un perro con el que no te sientas bien.",
        ],
      },
      {
        id: "costos",
        question: "¿Qué gastos tengo?",
        answer: [
          "Ninguno. La comida, el veterinario y el material necesario los paga la asociación. Tú le regalas al perro tiempo y cariño.",
        ],
      },
      {
        id: "duracion",
        question: "¿Cuánto tiempo se queda un perro en acogida?",
        answer: [
          "Normalmente de 4 a 6 semanas, hasta que encontramos la familia adecuada. A veces va más rápido y a veces tarda un poco más.",
        ],
      },
      {
        id: "casa-o-piso",
        question: "¿Necesito una casa con jardín?",
        answer: [
          "No, también puedes ser casa de acogida en un piso. Lo importante es tener tiempo, paciencia y, si vives de alquiler, la conformidad de la persona propietaria.",
        ],
      },
      {
        id: "adopcion",
        question: "¿Cómo puedo ayudar a que lo adopten?",
        answer: [
          "Tú eres quien mejor conoce a tu perro de acogida. Envíanos fotos y pequeños vídeos y cuéntanos sus manías. Las familias interesadas pueden conocerlo en tu casa si lo acordamos, y tu opinión cuenta en la decisión.",
        ],
      },
      {
        id: "adoptar-acogido",
        question: "¿Puedo adoptar yo a mi perro de acogida?",
        answer: [
          "¡Sí! Si os enamoráis, como casa de acogida tienes preferencia: antes de comprometer al perro con otra familia, te preguntamos primero a ti. Se aplican entonces las condiciones habituales de adopción con contrato de protección.",
        ],
      },
    ] as FaqTextItem[],
  },
};

export const fosterHomeTexts = { de, es };
export type FosterHomeTexts = typeof de;
