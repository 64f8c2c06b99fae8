import type { FaqItem } from "~/components/faq";

/**
 * Texts of the adoption process (7 steps, on the dog pages and the adoption
 * page), the adoption FAQ and the health transparency block. German and Spanish differ in substance: 490 € with transport
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
    items: [
      {
        question: "Wie lange dauert eine Adoption?",
        answer: [
          "Von der Zusage bis zur Ankunft deines Hundes in Deutschland vergehen meist 2-4 Wochen. In dieser Zeit bereiten wir die Ausreise vor.",
        ],
      },
      {
        question: "Was kostet eine Adoption?",
        answer: [
          "Die Schutzgebühr beträgt 490 €. Darin enthalten sind der Transport nach Deutschland, die Ausreisegenehmigung und die tierärztliche Versorgung (Impfungen, Chip, Tests und – je nach Alter – die Kastration). Holst du deinen Hund selbst in unserem Tierheim in Spanien ab, beträgt sie 340 €.",
        ],
      },
      {
        question: "Was passiert bei der Vorkontrolle?",
        answer: [
          "Jemand aus unserem Team oder einer Partnerorganisation besucht dich zu Hause. Wir schauen gemeinsam, ob Wohnung, Alltag und Hund zusammenpassen, und beantworten deine Fragen.",
        ],
      },
      {
        question: "Warum gibt es einen Schutzvertrag?",
        answer: [
          "Der Schutzvertrag regelt die Rechte und Pflichten beider Seiten und schützt den Hund: Er darf zum Beispiel nicht weiterverkauft werden und kommt im Notfall zu uns zurück.",
        ],
      },
      {
        question: "Wie kommt der Hund nach Deutschland?",
        answer: [
          `Mit einem tierschutzgerechten Transport, der etwa 1-1,5 Tage dauert. Du holst deinen Hund an einem der Übergabeorte ab: ${handoverPoints.join(", ")}.`,
        ],
      },
      {
        question: "Kann ich den Hund vorher kennenlernen?",
        answer: [
          "Viele Hunde leben schon in einer Pflegestelle in Deutschland und können dort besucht werden. Für Hunde in Spanien schicken wir dir gerne weitere Fotos und Videos.",
        ],
      },
      {
        question: "Ist der Hund geimpft und gechipt?",
        answer: ["Ja. Jeder Hund ist nach EU-Standard geimpft, gechipt und registriert und reist mit einem EU-Heimtierausweis."],
      },
      {
        question: "Sind die Hunde kastriert?",
        answer: [
          "Hunde ab etwa einem Jahr werden getestet und in der Regel kastriert. Welpen und jüngere Hunde reisen unkastriert; die Kastration erfolgt später bei deinem Tierarzt.",
        ],
      },
      {
        question: "Was ist, wenn es nicht passt?",
        answer: [
          "Sprich uns bitte sofort an. Wir suchen gemeinsam nach einer Lösung und nehmen den Hund im Notfall zurück – er landet nie im Tierheim.",
        ],
      },
      {
        question: "Kann ich adoptieren, wenn ich zur Miete wohne?",
        answer: ["Ja, wenn dein Vermieter der Hundehaltung zustimmt. Bitte halte die Zustimmung schriftlich bereit."],
      },
      {
        question: "Brauche ich eine Hundehaftpflichtversicherung?",
        answer: ["Wir empfehlen sie dringend, in einigen Bundesländern ist sie Pflicht. Sie kostet etwa 50-100 € pro Jahr."],
      },
      {
        question: "Wie geht es nach der Adoption weiter?",
        answer: [
          "Wir bleiben für dich da: bei Fragen zur Eingewöhnung, zu Erziehung oder Gesundheit kannst du dich jederzeit bei uns melden.",
        ],
      },
    ] satisfies FaqItem[],
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
    items: [
      {
        question: "¿Cuánto dura una adopción?",
        answer: ["Desde la confirmación hasta la recogida suelen pasar 1-2 semanas. En ese tiempo preparamos a tu perro."],
      },
      {
        question: "¿Cuánto cuesta adoptar?",
        answer: [
          "La cuota de adopción es de 340 € con recogida en nuestro refugio de Benicarló. Incluye la atención veterinaria: vacunas, microchip, pruebas y, según la edad, la esterilización.",
        ],
      },
      {
        question: "¿En qué consiste el control previo?",
        answer: [
          "Alguien de nuestro equipo te visita en casa. Vemos juntos si tu hogar, tu día a día y el perro encajan, y resolvemos tus dudas.",
        ],
      },
      {
        question: "¿Por qué hay un contrato de protección?",
        answer: [
          "El contrato de protección recoge los derechos y deberes de ambas partes y protege al perro: por ejemplo, no puede venderse y, en caso de necesidad, vuelve con nosotros.",
        ],
      },
      {
        question: "¿Dónde recojo a mi perro?",
        answer: ["En nuestro refugio de Benicarló (Castellón). Acordamos contigo el día y la hora de la recogida."],
      },
      {
        question: "¿Puedo conocer al perro antes?",
        answer: ["¡Claro! Ven a visitarnos al refugio y pasea con el perro antes de decidirte."],
      },
      {
        question: "¿Está el perro vacunado y con microchip?",
        answer: ["Sí. Cada perro está vacunado según el estándar de la UE, lleva microchip, está registrado y tiene pasaporte europeo."],
      },
      {
        question: "¿Están esterilizados los perros?",
        answer: [
          "Los perros a partir de aproximadamente un año se analizan y normalmente se esterilizan. Los cachorros y perros jóvenes se entregan sin esterilizar.",
        ],
      },
      {
        question: "¿Qué pasa si no funciona?",
        answer: [
          "Avísanos enseguida. Buscamos juntos una solución y, si hace falta, el perro vuelve con nosotros: nunca acabará en una perrera.",
        ],
      },
      {
        question: "¿Puedo adoptar si vivo de alquiler?",
        answer: ["Sí, siempre que tu casero permita tener perros. Ten su autorización por escrito."],
      },
      {
        question: "¿Necesito un seguro de responsabilidad civil?",
        answer: ["Lo recomendamos siempre; para algunas razas es obligatorio. Cuesta aproximadamente 50-100 € al año."],
      },
      {
        question: "¿Qué pasa después de la adopción?",
        answer: ["Seguimos a tu lado: puedes escribirnos en cualquier momento con preguntas sobre adaptación, educación o salud."],
      },
    ],
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
