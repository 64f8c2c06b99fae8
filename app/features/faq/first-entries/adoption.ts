import type { FirstEntry } from "./first-entry";

/** The adoption FAQ's first entries (below every dog's page), in their order. */
export const adoptionEntries: FirstEntry[] = [
  {
    de: {
      question: "Wie lange dauert eine Adoption?",
      answer: [
        "Von der Zusage bis zur Ankunft deines Hundes in Deutschland vergehen meist 2-4 Wochen. In dieser Zeit bereiten wir die Ausreise vor.",
      ],
    },
    es: {
      question: "¿Cuánto dura una adopción?",
      answer: ["Desde la confirmación hasta la recogida suelen pasar 1-2 semanas. En ese tiempo preparamos a tu perro."],
    },
  },
  {
    de: {
      question: "Was kostet eine Adoption?",
      answer: [
        "Die Schutzgebühr beträgt 490 €. Darin enthalten sind der Transport nach Deutschland, die Ausreisegenehmigung und die tierärztliche Versorgung (Impfungen, Chip, Tests und – je nach Alter – die Kastration). Holst du deinen Hund selbst in unserem Tierheim in Spanien ab, beträgt sie 340 €.",
      ],
    },
    es: {
      question: "¿Cuánto cuesta adoptar?",
      answer: [
        "La cuota de adopción es de 340 € con recogida en nuestro refugio de Benicarló. Incluye la atención veterinaria: vacunas, microchip, pruebas y, según la edad, la esterilización.",
      ],
    },
  },
  {
    de: {
      question: "Was passiert bei der Vorkontrolle?",
      answer: [
        "Jemand aus unserem Team oder einer Partnerorganisation besucht dich zu Hause. Wir schauen gemeinsam, ob Wohnung, Alltag und Hund zusammenpassen, und beantworten deine Fragen.",
      ],
    },
    es: {
      question: "¿En qué consiste el control previo?",
      answer: [
        "Alguien de nuestro equipo te visita en casa. Vemos juntos si tu hogar, tu día a día y el perro encajan, y resolvemos tus dudas.",
      ],
    },
  },
  {
    de: {
      question: "Warum gibt es einen Schutzvertrag?",
      answer: [
        "Der Schutzvertrag regelt die Rechte und Pflichten beider Seiten und schützt den Hund: Er darf zum Beispiel nicht weiterverkauft werden und kommt im Notfall zu uns zurück.",
      ],
    },
    es: {
      question: "¿Por qué hay un contrato de protección?",
      answer: [
        "El contrato de protección recoge los derechos y deberes de ambas partes y protege al perro: por ejemplo, no puede venderse y, en caso de necesidad, vuelve con nosotros.",
      ],
    },
  },
  {
    de: {
      question: "Wie kommt der Hund nach Deutschland?",
      answer: [
        "Mit einem tierschutzgerechten Transport, der etwa 1-1,5 Tage dauert. Du holst deinen Hund an einem der Übergabeorte ab: Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg, Berlin.",
      ],
    },
    es: {
      question: "¿Dónde recojo a mi perro?",
      answer: ["En nuestro refugio de Benicarló (Castellón). Acordamos contigo el día y la hora de la recogida."],
    },
  },
  {
    de: {
      question: "Kann ich den Hund vorher kennenlernen?",
      answer: [
        "Viele Hunde leben schon in einer Pflegestelle in Deutschland und können dort besucht werden. Für Hunde in Spanien schicken wir dir gerne weitere Fotos und Videos.",
      ],
    },
    es: {
      question: "¿Puedo conocer al perro antes?",
      answer: ["¡Claro! Ven a visitarnos al refugio y pasea con el perro antes de decidirte."],
    },
  },
  {
    de: {
      question: "Ist der Hund geimpft und gechipt?",
      answer: ["Ja. Jeder Hund ist nach EU-Standard geimpft, gechipt und registriert und reist mit einem EU-Heimtierausweis."],
    },
    es: {
      question: "¿Está el perro vacunado y con microchip?",
      answer: ["Sí. Cada perro está vacunado según el estándar de la UE, lleva microchip, está registrado y tiene pasaporte europeo."],
    },
  },
  {
    de: {
      question: "Sind die Hunde kastriert?",
      answer: [
        "Hunde ab etwa einem Jahr werden getestet und in der Regel kastriert. Welpen und jüngere Hunde reisen unkastriert; die Kastration erfolgt später bei deinem Tierarzt.",
      ],
    },
    es: {
      question: "¿Están esterilizados los perros?",
      answer: [
        "Los perros a partir de aproximadamente un año se analizan y normalmente se esterilizan. Los cachorros y perros jóvenes se entregan sin esterilizar.",
      ],
    },
  },
  {
    de: {
      question: "Was ist, wenn es nicht passt?",
      answer: [
        "Sprich uns bitte sofort an. Wir suchen gemeinsam nach einer Lösung und nehmen den Hund im Notfall zurück – er landet nie im Tierheim.",
      ],
    },
    es: {
      question: "¿Qué pasa si no funciona?",
      answer: [
        "Avísanos enseguida. Buscamos juntos una solución y, si hace falta, el perro vuelve con nosotros: nunca acabará en una perrera.",
      ],
    },
  },
  {
    de: {
      question: "Kann ich adoptieren, wenn ich zur Miete wohne?",
      answer: ["Ja, wenn dein Vermieter der Hundehaltung zustimmt. Bitte halte die Zustimmung schriftlich bereit."],
    },
    es: {
      question: "¿Puedo adoptar si vivo de alquiler?",
      answer: ["Sí, siempre que tu casero permita tener perros. Ten su autorización por escrito."],
    },
  },
  {
    de: {
      question: "Brauche ich eine Hundehaftpflichtversicherung?",
      answer: ["Wir empfehlen sie dringend, in einigen Bundesländern ist sie Pflicht. Sie kostet etwa 50-100 € pro Jahr."],
    },
    es: {
      question: "¿Necesito un seguro de responsabilidad civil?",
      answer: ["Lo recomendamos siempre; para algunas razas es obligatorio. Cuesta aproximadamente 50-100 € al año."],
    },
  },
  {
    de: {
      question: "Wie geht es nach der Adoption weiter?",
      answer: [
        "Wir bleiben für dich da: bei Fragen zur Eingewöhnung, zu Erziehung oder Gesundheit kannst du dich jederzeit bei uns melden.",
      ],
    },
    es: {
      question: "¿Qué pasa después de la adopción?",
      answer: ["Seguimos a tu lado: puedes escribirnos en cualquier momento con preguntas sobre adaptación, educación o salud."],
    },
  },
];
