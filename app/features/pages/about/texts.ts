/** Texts of the about page. */
const de = {
  hero: {
    title: "Über uns",
    lead: "Ein ehrenamtlicher Verein mit einem großen Ziel: Straßenhunden in Spanien ein gutes Leben zu ermöglichen – seit 2013.",
  },
  mission: {
    title: "Unsere Mission",
    paragraphs: [
      "Angefangen hat alles 2013 mit einer Handvoll Menschen, die das Elend der Straßenhunde an der spanischen Küste nicht länger hinnehmen wollten. Heute blicken wir auf über 10 Jahre Erfahrung und mehr als 2.900 gerettete und vermittelte Hunde zurück – allein im Jahr 2024 waren es über 150 Rettungen.",
      "Wir holen Hunde aus Perreras und von der Straße, versorgen sie tierärztlich und geben ihnen auf unserer Finca Chaos, in der Residencia Monika oder auf Pflegestellen ein sicheres Zuhause auf Zeit. Alte und kranke Hunde, die niemand mehr möchte, verbringen in unserem Hospiz einen würdevollen Lebensabend.",
      "Ein deutscher und ein spanischer Verein arbeiten dabei Hand in Hand: in Spanien direkt vor Ort, in Deutschland mit Vorkontrollen, Pflegestellen, Transporten und Nachbetreuung.",
    ],
  },
  values: {
    title: "Wofür wir stehen",
    items: [
      {
        title: "Persönliche Betreuung",
        text: "Wir kennen jeden unserer Hunde und nehmen uns Zeit für jede Familie – vom ersten Gespräch bis zur Übergabe.",
      },
      {
        title: "Sicherer Transport",
        text: "Unsere Hunde reisen tierschutzgerecht, mit allen Papieren und in erfahrenen Händen zu ihren neuen Familien.",
      },
      { title: "Nachbetreuung", text: "Eine Adoption endet nicht mit der Übergabe. Wir bleiben ansprechbar, so lange du uns brauchst." },
      {
        title: "Transparenz",
        text: "Wir beschreiben unsere Hunde ehrlich und zeigen offen, wofür wir Spenden und Schutzgebühren verwenden.",
      },
    ],
  },
  team: {
    title: "Unser Vorstand",
    intro: "Vier Menschen, ein Ziel – und dahinter viele Ehrenamtliche in Deutschland und Spanien.",
    photoAlt: "Foto von {name}",
  },
  membership: {
    title: "Werde Teil unseres Vereins",
    text: "Als Mitglied unterstützt du unsere Arbeit dauerhaft – schon ab 5 € im Monat, aktiv mit Stimmrecht oder als Fördermitglied.",
    button: "Mitglied werden",
  },
};

const es: typeof de = {
  hero: {
    title: "Sobre nosotros",
    lead: "Una asociación de voluntarios con un gran objetivo: que los perros callejeros de España tengan una buena vida, desde 2013.",
  },
  mission: {
    title: "Nuestra misión",
    paragraphs: [
      "Todo empezó en 2013 con un puñado de personas que no querían seguir aceptando la miseria de los perros callejeros en la costa española. Hoy contamos con más de 10 años de experiencia y más de 2.900 perros rescatados o adoptados; solo en 2024 fueron más de 150 rescates.",
      "Sacamos perros de las perreras y de la calle, les damos atención veterinaria y un hogar temporal seguro en nuestra Finca Chaos, en la Residencia Monika o en casas de acogida. Los perros mayores y enfermos que nadie quiere pasan en nuestro hospicio una vejez digna.",
      "Una asociación española y otra alemana trabajan mano a mano: en España, directamente sobre el terreno; en Alemania, con controles previos, casas de acogida, transportes y seguimiento.",
    ],
  },
  values: {
    title: "Lo que nos define",
    items: [
      {
        title: "Atención personal",
        text: "Conocemos a cada uno de nuestros perros y dedicamos tiempo a cada familia, desde la primera conversación hasta la entrega.",
      },
      {
        title: "Transporte seguro",
        text: "Nuestros perros viajan de forma adecuada, con toda la documentación y en manos expertas hasta sus nuevas familias.",
      },
      { title: "Seguimiento", text: "Una adopción no termina con la entrega. Seguimos a tu disposición todo el tiempo que nos necesites." },
      {
        title: "Transparencia",
        text: "Describimos a nuestros perros con sinceridad y mostramos abiertamente en qué usamos las donaciones y las cuotas de protección.",
      },
    ],
  },
  team: {
    title: "Nuestra junta directiva",
    intro: "Cuatro personas, un objetivo, y detrás muchos voluntarios en España y Alemania.",
    photoAlt: "Foto de {name}",
  },
  membership: {
    title: "Forma parte de nuestra asociación",
    text: "Como socio apoyas nuestro trabajo de forma continua desde 5 € al mes, como socio activo con derecho a voto o como socio colaborador.",
    button: "Hazte socio",
  },
};

export const aboutTexts = { de, es };
export type AboutTexts = typeof de;
