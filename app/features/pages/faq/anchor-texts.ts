/** Anchors of FAQ items that other pages link to (e.g. /faq#vorkontrolle); kept apart so linking pages don't bundle the whole FAQ. */
const de = {
  whySpain: "warum-spanien",
  preCheck: "vorkontrolle",
  contract: "schutzvertrag",
  costs: "kosten",
};

const es: typeof de = {
  whySpain: "por-que-espana",
  preCheck: "control-previo",
  contract: "contrato-proteccion",
  costs: "costos",
};

export const faqAnchorTexts = { de, es };
export type FaqAnchorTexts = typeof de;
