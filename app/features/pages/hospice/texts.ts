/** Texts of the hospice page, its loading and empty states included. */
const de = {
  hero: {
    title: "Unser Hospiz für alte und kranke Hunde",
    lead: "Hier dürfen Hunde, die niemand mehr adoptieren möchte, in Ruhe, Geborgenheit und mit liebevoller Pflege alt werden.",
  },
  need: {
    title: "Warum ein Hospiz?",
    paragraphs: [
      "Alte, chronisch kranke oder schwer traumatisierte Hunde haben kaum eine Chance auf eine Vermittlung. In einer Perrera wären sie die Ersten, für die es keinen Platz mehr gibt.",
      "Für sie haben wir das Hospiz gegründet: einen ruhigen Ort in Spanien, an dem sie medizinisch versorgt werden, Zuwendung bekommen und ihren Lebensabend in Würde verbringen dürfen – so lange, wie es ihnen gut geht.",
    ],
  },
  founder: {
    title: "Mit Herz gegründet",
    role: "Gründerin des Hospizes",
    photoAlt: "Porträt von {name}",
    paragraphs: [
      "Seit vielen Jahren kümmert sie sich in Spanien um Hunde, die sonst niemand mehr aufnehmen würde. Aus einzelnen Pflegefällen in ihrem eigenen Zuhause ist nach und nach unser Hospiz entstanden.",
      "Heute leben dort Hunde mit Herzproblemen, Leishmaniose, Tumoren oder einfach einem hohen Alter. Jeder bekommt seine Medikamente, sein weiches Bett und seine Streicheleinheiten – und keiner muss allein gehen.",
    ],
  },
  help: {
    title: "So kannst du helfen",
    ways: [
      {
        title: "Spenden",
        text: "Jede Spende hilft bei Tierarztkosten, Medikamenten und Spezialfutter. Gib bei deiner Überweisung den Verwendungszweck „Hospiz“ an.",
      },
      { title: "Patenschaft übernehmen", text: "Begleite einen unserer Hospizhunde mit einer Patenschaft ab 10 € im Monat." },
      { title: "Weitersagen", text: "Erzähl anderen von unserem Hospiz und teile unsere Beiträge. Auch das hilft unseren Senioren." },
    ],
  },
  dogs: {
    title: "Unsere Hospizhunde",
    count: { one: "Derzeit lebt {count} Hund in unserem Hospiz.", other: "Derzeit leben {count} Hunde in unserem Hospiz." },
    empty: "Derzeit keine Hospiz-Hunde verfügbar.",
    loading: "Hospiz-Hunde werden geladen...",
  },
  quote: {
    text: "„Danke, dass du unseren Senioren einen würdevollen Lebensabend schenkst. Jeder von ihnen hat es verdient, geliebt zu werden – bis zum Schluss.“",
  },
  donation: {
    title: "Für das Hospiz spenden",
    intro: "Sag uns, womit du das Hospiz unterstützen möchtest – wir melden uns mit allen Details bei dir.",
    purpose: "Hospiz",
    place: "das Hospiz",
    notes: [] as string[],
  },
};

const es: typeof de = {
  hero: {
    title: "Nuestro hospicio para perros mayores y enfermos",
    lead: "Aquí, los perros que ya nadie quiere adoptar pueden envejecer con calma, seguridad y cuidados llenos de cariño.",
  },
  need: {
    title: "¿Por qué un hospicio?",
    paragraphs: [
      "Los perros mayores, con enfermedades crónicas o con traumas graves apenas tienen opciones de ser adoptados. En una perrera serían los primeros en quedarse sin sitio.",
      "Para ellos fundamos el hospicio: un lugar tranquilo en España donde reciben atención veterinaria y cariño y pueden pasar su vejez con dignidad, mientras se encuentren bien.",
    ],
  },
  founder: {
    title: "Fundado con el corazón",
    role: "Fundadora del hospicio",
    photoAlt: "Retrato de {name}",
    paragraphs: [
      "Desde hace muchos años cuida en España de perros que nadie más acogería. De algunos casos acogidos en su propia casa surgió poco a poco nuestro hospicio.",
      "Hoy viven allí perros con problemas de corazón, leishmaniosis, tumores o simplemente muchos años. Cada uno recibe sus medicinas, su cama blanda y sus caricias, y ninguno se va solo.",
    ],
  },
  help: {
    title: "Cómo puedes ayudar",
    ways: [
      {
        title: "Donar",
        text: "Cada donación ayuda a pagar veterinario, medicinas y comida especial. Indica «Hospicio» como concepto en tu transferencia.",
      },
      { title: "Apadrinar", text: "Acompaña a uno de nuestros perros del hospicio con un apadrinamiento desde 10 € al mes." },
      { title: "Difundir", text: "Habla de nuestro hospicio y comparte nuestras publicaciones. Eso también ayuda a nuestros mayores." },
    ],
  },
  dogs: {
    title: "Nuestros perros del hospicio",
    count: { one: "Actualmente vive {count} perro en nuestro hospicio.", other: "Actualmente viven {count} perros en nuestro hospicio." },
    empty: "Actualmente no hay perros de hospicio disponibles.",
    loading: "Cargando perros del hospicio...",
  },
  quote: {
    text: "«Gracias por regalar a nuestros mayores una vejez digna. Cada uno de ellos merece ser querido hasta el final.»",
  },
  donation: {
    title: "Donar para el hospicio",
    intro: "Cuéntanos cómo quieres apoyar al hospicio y te escribiremos con todos los detalles.",
    purpose: "Hospicio",
    place: "el hospicio",
    notes: ["¿Necesitas un justificante de tu donación? Escríbenos y te lo enviaremos."],
  },
};

export const hospiceTexts = { de, es };
export type HospiceTexts = typeof de;
