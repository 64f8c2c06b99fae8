/**
 * The FAQ page's own texts. Its questions are FAQ entries in the database, which editors keep in the workspace
 * (features/faq; their first versions in features/faq/first-entries.ts).
 */
const de = {
  title: "Häufige Fragen",
  lead: "Alles Wichtige zu Adoption, Vorkontrolle, Schutzvertrag, Kosten und Transport – kurz und ehrlich beantwortet.",
  questionsTitle: "Fragen und Antworten",
  moreQuestions: {
    title: "Deine Frage ist nicht dabei?",
    text: "Schreib uns – wir antworten dir persönlich, meist innerhalb von ein bis zwei Tagen.",
    button: "Kontakt aufnehmen",
  },
};

const es: typeof de = {
  title: "Preguntas frecuentes",
  lead: "Todo lo importante sobre la adopción, el control previo, el contrato de protección, los costos y la entrega, explicado de forma breve y sincera.",
  questionsTitle: "Preguntas y respuestas",
  moreQuestions: {
    title: "¿No encuentras tu pregunta?",
    text: "Escríbenos y te responderemos personalmente, normalmente en uno o dos días.",
    button: "Contactar",
  },
};

export const faqTexts = { de, es };
export type FaqTexts = typeof de;
