import type { FirstEntry } from "./first-entry";

/** The donations page's first entries, in their order. */
export const donationsEntries: FirstEntry[] = [
  {
    de: {
      anchor: "ankommen",
      question: "Kommt meine Spende wirklich bei den Hunden an?",
      answer: [
        "Ja. Alle bei uns arbeiten ehrenamtlich; es gibt keine bezahlten Stellen und keine teuren Werbekampagnen. Deine Spende fließt in Futter, Tierarzt, Transport und die Vermittlung unserer Hunde.",
      ],
    },
    es: {
      anchor: "llega",
      question: "¿Mi donación llega de verdad a los perros?",
      answer: [
        "Sí. Todos trabajamos como voluntarios: no hay sueldos ni costosas campañas de publicidad. Tu donación se destina a comida, veterinario, transporte y la adopción de nuestros perros.",
      ],
    },
  },
  {
    de: {
      anchor: "zweck",
      question: "Kann ich für einen bestimmten Zweck spenden?",
      answer: [
        "Ja. Gib bei der Überweisung einfach einen Verwendungszweck an, zum Beispiel „Hospiz“, „Finca Chaos“ oder den Namen eines Hundes.",
        "10 % der Spenden für das Hospiz und für unsere Tierheime fließen in allgemeine Projekte, damit wir auch in Notfällen schnell helfen können.",
      ],
    },
    es: {
      anchor: "concepto",
      question: "¿Puedo donar para un fin concreto?",
      answer: [
        "Sí. Indica simplemente un concepto en la transferencia, por ejemplo «Hospicio», «Finca Chaos» o el nombre de un perro.",
        "El 10 % de las donaciones para el hospicio y para nuestros refugios se destina a proyectos generales, para poder ayudar rápido también en urgencias.",
      ],
    },
  },
  {
    de: {
      anchor: "teaming",
      question: "Was ist Teaming?",
      answer: [
        "Teaming ist eine Plattform für Kleinspenden: Jedes Mitglied einer Gruppe spendet 1 € im Monat, und die Beiträge kommen ohne Abzug bei der Gruppe an. Du kannst jederzeit wieder austreten.",
      ],
    },
    es: {
      anchor: "teaming",
      question: "¿Qué es Teaming?",
      answer: [
        "Teaming es una plataforma de microdonaciones: cada miembro de un grupo dona 1 € al mes y las aportaciones llegan al grupo sin comisiones. Puedes salir cuando quieras.",
      ],
    },
  },
  {
    de: {
      anchor: "patenschaft",
      question: "Wie funktioniert eine Patenschaft?",
      answer: [
        "Du wählst einen Patenhund aus und unterstützt ihn ab 10 € im Monat – nach oben gibt es keine Grenze. Auf Wunsch nennen wir dich als Patin oder Paten beim Hund, und du erhältst regelmäßig Neuigkeiten über deinen Schützling.",
      ],
    },
    es: {
      anchor: "apadrinamiento",
      question: "¿Cómo funciona el apadrinamiento?",
      answer: [
        "Eliges un perro y lo apoyas desde 10 € al mes, sin límite máximo. Si quieres, te nombramos como padrino o madrina del perro, y recibirás noticias de tu ahijado con regularidad.",
      ],
    },
  },
  {
    de: {
      anchor: "paypal",
      question: "Kann ich per PayPal spenden?",
      answer: ["Ja, an unsere PayPal-Adresse oder über unseren PayPal.me-Link. Beides findest du oben bei den Bankverbindungen."],
    },
    es: {
      anchor: "paypal",
      question: "¿Puedo donar por PayPal?",
      answer: [
        "Sí, a nuestra dirección de PayPal o con nuestro enlace de PayPal.me. Encontrarás ambos arriba, junto a los datos bancarios.",
      ],
    },
  },
  {
    de: {
      anchor: "sachspenden",
      question: "Kann ich Sachspenden schicken?",
      answer: [
        "Gerne, aber bitte sprich uns vorher an. So kommt genau das an, was gerade gebraucht wird – etwa Leinen, Geschirre, Decken oder Medikamente.",
      ],
    },
    es: {
      anchor: "donaciones-materiales",
      question: "¿Puedo enviar donaciones en especie?",
      answer: [
        "Con mucho gusto, pero avísanos antes. Así llega justo lo que se necesita en cada momento, como correas, arneses, mantas o medicamentos.",
      ],
    },
  },
  {
    de: {
      anchor: "beenden",
      question: "Kann ich meine regelmäßige Spende jederzeit beenden?",
      answer: [
        "Ja. Daueraufträge, Teaming und Patenschaften kannst du jederzeit beenden oder ändern. Ein kurzer Hinweis an uns hilft uns bei der Planung.",
      ],
    },
    es: {
      anchor: "cancelar",
      question: "¿Puedo cancelar mi donación periódica en cualquier momento?",
      answer: [
        "Sí. Las transferencias periódicas, Teaming y los apadrinamientos se pueden cancelar o cambiar en cualquier momento. Un aviso breve nos ayuda a planificar.",
      ],
    },
  },
  {
    de: {
      anchor: "spendenquittung",
      question: "Bekomme ich eine Spendenquittung?",
      answer: [
        "Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus – schreib uns dazu eine E-Mail mit deiner Anschrift.",
      ],
    },
  },
];
