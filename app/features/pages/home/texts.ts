/** Texts of the home page. */
const de = {
  hero: {
    badge: "Seit 2013 • 2.900+ gerettete Hunde",
    title: "Adoptiere einen Straßenhund aus Spanien",
    lead: "Wir retten Straßenhunde in Spanien, versorgen sie tierärztlich und begleiten sie persönlich in ihr neues Zuhause – vom ersten Kennenlernen bis lange nach der Ankunft.",
  },
  dogs: {
    title: "Sie suchen ein Zuhause",
    intro: "Drei unserer Schützlinge, die gerade auf ihre Familie warten – bei jedem Besuch andere.",
    allDogs: "Alle Hunde ansehen ({count})",
  },
  whyUs: {
    title: "Warum mit uns adoptieren?",
    intro:
      "Über 10 Jahre Erfahrung, mehr als 2.900 gerettete und vermittelte Hunde und allein im Jahr 2024 über 150 Rettungen. Darauf kannst du dich verlassen:",
    cards: [
      {
        title: "Persönliche Betreuung",
        text: "Du hast feste Ansprechpartner, die unsere Hunde selbst kennen und dir ehrlich sagen, ob ein Hund zu dir und deinem Alltag passt.",
      },
      {
        title: "Sicherer Transport",
        text: "Unsere Hunde reisen tierschutzgerecht und mit allen Papieren nach Deutschland – in ca. 1-1,5 Tagen zu einem Übergabeort in deiner Nähe.",
      },
      {
        title: "Tierärztlich versorgt",
        text: "Jeder Hund ist geimpft, gechipt und hat einen EU-Heimtierausweis. Hunde ab etwa einem Jahr werden getestet und in der Regel kastriert.",
      },
      {
        title: "Nachbetreuung",
        text: "Auch nach dem Einzug sind wir für dich da: bei Fragen zur Eingewöhnung, zur Erziehung oder zur Gesundheit deines Hundes.",
      },
      {
        title: "Transparenz",
        text: "Wir erzählen dir alles, was wir über einen Hund wissen – auch das, was nicht so schön ist. Und wir zeigen offen, wofür deine Spende verwendet wird.",
      },
      {
        title: "Erfahrung seit 2013",
        text: "Über 10 Jahre Tierschutz in Spanien: mit eigener Finca, einem Hospiz für alte Hunde und Pflegestellen in Deutschland und Spanien.",
      },
    ],
  },
  help: {
    title: "So kannst du helfen",
    intro: "Nicht jeder kann einen Hund aufnehmen – aber jeder kann etwas bewirken.",
    cards: [
      {
        title: "Einen Hund adoptieren",
        text: "Schenke einem unserer Schützlinge ein Zuhause für immer. Alle Hunde, die gerade eine Familie suchen, findest du hier.",
      },
      {
        title: "Pflegestelle werden",
        text: "Gib einem Hund für 4 bis 6 Wochen ein Zuhause auf Zeit und hilf ihm, in Deutschland anzukommen. Die Kosten tragen wir.",
      },
      {
        title: "Spenden",
        text: "Futter, Tierarzt, Transport: Mit einer Spende oder schon ab 1 € im Monat über Teaming hilfst du unseren Hunden direkt.",
      },
    ],
  },
  guides: {
    title: "Ratgeber",
    intro: "Wissenswertes rund um Adoption, Eingewöhnung und den Alltag mit einem Hund aus dem Tierschutz.",
    allGuides: "Alle Ratgeber",
  },
};

const es: typeof de = {
  hero: {
    badge: "Desde 2013 • 2.900+ perros rescatados",
    title: "Adopta un perro callejero de España",
    lead: "Rescatamos perros callejeros en España, les damos atención veterinaria y los acompañamos personalmente hasta su nuevo hogar: desde el primer contacto hasta mucho después de la llegada.",
  },
  dogs: {
    title: "Buscan un hogar",
    intro: "Tres de nuestros protegidos que esperan a su familia: en cada visita, otros distintos.",
    allDogs: "Ver todos los perros ({count})",
  },
  whyUs: {
    title: "¿Por qué adoptar con nosotros?",
    intro:
      "Más de 10 años de experiencia, más de 2.900 perros rescatados o adoptados y más de 150 rescates solo en 2024. Puedes contar con nosotros:",
    cards: [
      {
        title: "Atención personal",
        text: "Tienes personas de contacto fijas que conocen a nuestros perros y te dicen con sinceridad si un perro encaja contigo y con tu día a día.",
      },
      {
        title: "Transporte seguro",
        text: "Nuestros perros viajan de forma segura y con toda la documentación. Si adoptas en España, recoges a tu perro directamente en nuestro refugio.",
      },
      {
        title: "Atención veterinaria",
        text: "Cada perro está vacunado, lleva microchip y tiene pasaporte europeo. Los perros a partir de un año se someten a análisis y normalmente están esterilizados.",
      },
      {
        title: "Seguimiento",
        text: "También después de la adopción estamos a tu lado: con cualquier duda sobre la adaptación, la educación o la salud de tu perro.",
      },
      {
        title: "Transparencia",
        text: "Te contamos todo lo que sabemos de cada perro, también lo menos bonito. Y mostramos abiertamente en qué se emplean las donaciones.",
      },
      {
        title: "Experiencia desde 2013",
        text: "Más de 10 años de protección animal en España: con finca propia, un hospicio para perros mayores y casas de acogida en España y Alemania.",
      },
    ],
  },
  help: {
    title: "Cómo puedes ayudar",
    intro: "No todo el mundo puede acoger a un perro, pero todos podemos marcar la diferencia.",
    cards: [
      {
        title: "Adoptar un perro",
        text: "Regala un hogar para siempre a uno de nuestros protegidos. Aquí encontrarás a todos los perros que buscan familia.",
      },
      {
        title: "Ser casa de acogida",
        text: "Ofrece a un perro un hogar temporal de 4 a 6 semanas y ayúdale a dar el salto a su nueva vida. Nosotros asumimos los gastos.",
      },
      {
        title: "Donar",
        text: "Comida, veterinario, transporte: con una donación o desde 1 € al mes con Teaming ayudas directamente a nuestros perros.",
      },
    ],
  },
  guides: {
    title: "Guía",
    intro: "Todo lo que debes saber sobre la adopción, la adaptación y la vida diaria con un perro rescatado.",
    allGuides: "Todas las guías",
  },
};

export const homeTexts = { de, es };
export type HomeTexts = typeof de;
