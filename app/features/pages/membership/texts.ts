import type { FaqTextItem } from "~/components/faq";

/** Texts of the membership page, its fee and payment rhythms included. */
const de = {
  hero: {
    title: "Mitglied werden",
    lead: "Werde Teil unseres Vereins und hilf Straßenhunden in Spanien dauerhaft – schon ab 5 € im Monat.",
  },
  contribution: {
    title: "Dein Beitrag rettet Leben",
    intro: "Mit den Beiträgen unserer Mitglieder können wir planen – und verlässlich dort helfen, wo Hilfe gebraucht wird.",
    benefits: [
      { title: "Rettungsaktionen", text: "Wir holen Hunde aus Perreras und von der Straße, bevor es für sie zu spät ist." },
      { title: "Medizinische Versorgung", text: "Impfungen, Kastrationen, Operationen und Behandlungen für kranke und verletzte Hunde." },
      {
        title: "Vermittlung in liebevolle Familien",
        text: "Vorkontrolle, Transport und Nachbetreuung – bis jeder Hund ein Zuhause gefunden hat.",
      },
    ],
  },
  memberTypes: {
    title: "Zwei Arten der Mitgliedschaft",
    types: [
      {
        title: "Aktives Mitglied",
        text: "Du hast Stimmrecht in der Mitgliederversammlung und entscheidest bei wichtigen Vereinsfragen mit. Gedacht für alle, die eine aktive Rolle übernehmen – zum Beispiel als Pflegestelle oder bei der Organisation von Transporten.",
      },
      {
        title: "Fördermitglied",
        text: "Du unterstützt uns finanziell und wirst regelmäßig über unsere Arbeit und unsere Hunde informiert – ohne weitere Verpflichtungen und ohne Stimmrecht.",
      },
    ],
  },
  steps: {
    title: "In 3 Schritten Mitglied werden",
    items: [
      { title: "Beitrittserklärung ausfüllen", text: "Fülle das Formular unten aus – das dauert nur wenige Minuten." },
      {
        title: "Beitrag wählen",
        text: "Ab 5 € im Monat: Den Betrag bestimmst du selbst. Zahlen kannst du monatlich, vierteljährlich, halbjährlich oder jährlich.",
      },
      { title: "Gemeinsam helfen", text: "Ab deinem Beitrittsmonat bist du dabei und hilfst jeden Monat, Hunde zu retten." },
    ],
    button: "Jetzt Mitglied werden",
  },
  form: {
    title: "Deine Beitrittserklärung",
    intro: "In vier Schritten zur Mitgliedschaft: Mitgliedschaft, persönliche Daten, Adresse & Kontakt und Zahlung.",
  },
  faq: {
    title: "Häufige Fragen zur Mitgliedschaft",
    items: [
      {
        id: "beitrag",
        question: "Wie hoch ist der Mitgliedsbeitrag?",
        answer: [
          "Ab 5 € im Monat. Die Höhe bestimmst du selbst und kannst sie jederzeit anpassen. Den Betrag stimmen wir nach deinem Antrag persönlich mit dir ab – im Formular gibst du ihn nicht an.",
        ],
      },
      {
        id: "zahlweise",
        question: "Wie oft zahle ich meinen Beitrag?",
        answer: ["Das entscheidest du: monatlich (12-mal im Jahr), vierteljährlich (4-mal), halbjährlich (2-mal) oder jährlich (1-mal)."],
      },
      {
        id: "beginn",
        question: "Ab wann bin ich Mitglied?",
        answer: [
          "Die Mitgliedschaft beginnt immer am Ersten eines Monats, frühestens im nächsten Monat. Den Beginn wählst du im Formular. Mitglied werden kannst du ab 18 Jahren.",
        ],
      },
      {
        id: "kuendigung",
        question: "Kann ich meine Mitgliedschaft kündigen?",
        answer: ["Ja, jederzeit zum Ende eines Monats. Eine kurze Nachricht per E-Mail genügt."],
      },
      {
        id: "mitgliedsarten",
        question: "Was unterscheidet aktive Mitglieder und Fördermitglieder?",
        answer: [
          "Aktive Mitglieder haben Stimmrecht in der Mitgliederversammlung und bringen sich aktiv ein, zum Beispiel als Pflegestelle oder bei Transporten. Fördermitglieder unterstützen uns finanziell, werden regelmäßig informiert und haben kein Stimmrecht.",
        ],
      },
    ] as FaqTextItem[],
  },
  /** schema.org Offer: membership from 5.00 EUR a month. */
  offer: { name: "Mitgliedschaft", price: "5.00" },
};

const es: typeof de = {
  hero: {
    title: "Hazte socio",
    lead: "Forma parte de nuestra asociación y ayuda a los perros callejeros de España de forma continua, desde solo 5 € al mes.",
  },
  contribution: {
    title: "Tu aportación salva vidas",
    intro: "Con las cuotas de nuestros socios podemos planificar y ayudar con fiabilidad allí donde hace falta.",
    benefits: [
      { title: "Rescates", text: "Sacamos perros de las perreras y de la calle antes de que sea demasiado tarde para ellos." },
      { title: "Atención veterinaria", text: "Vacunas, esterilizaciones, operaciones y tratamientos para perros enfermos y heridos." },
      {
        title: "Adopción en familias cariñosas",
        text: "Control previo, transporte y seguimiento, hasta que cada perro haya encontrado un hogar.",
      },
    ],
  },
  memberTypes: {
    title: "Dos tipos de socio",
    types: [
      {
        title: "Socio activo",
        text: "Tienes derecho a voto en la asamblea y participas en las decisiones importantes de la asociación. Pensado para quienes asumen un papel activo, por ejemplo como casa de acogida o en la organización de transportes.",
      },
      {
        title: "Socio colaborador",
        text: "Nos apoyas económicamente y recibes información periódica sobre nuestro trabajo y nuestros perros, sin más compromisos y sin derecho a voto.",
      },
    ],
  },
  steps: {
    title: "Hazte socio en 3 pasos",
    items: [
      { title: "Rellenar la solicitud", text: "Rellena el formulario de abajo; solo te llevará unos minutos." },
      {
        title: "Elegir la cuota",
        text: "Desde 5 € al mes: tú decides la cantidad. Puedes pagar de forma mensual, trimestral, semestral o anual.",
      },
      { title: "Ayudar juntos", text: "Desde el mes de tu alta formas parte y ayudas cada mes a salvar perros." },
    ],
    button: "Hazte socio ahora",
  },
  form: {
    title: "Tu solicitud de alta",
    intro: "En cuatro pasos a ser socio: membresía, datos personales, dirección y contacto, y pago.",
  },
  faq: {
    title: "Preguntas frecuentes sobre la membresía",
    items: [
      {
        id: "cuota",
        question: "¿Cuánto es la cuota de socio?",
        answer: [
          "Desde 5 € al mes. Tú decides la cantidad y puedes cambiarla en cualquier momento. La acordamos contigo personalmente después de tu solicitud; en el formulario no tienes que indicarla.",
        ],
      },
      {
        id: "periodicidad",
        question: "¿Con qué frecuencia pago la cuota?",
        answer: ["Tú decides: mensual (12 veces al año), trimestral (4 veces), semestral (2 veces) o anual (1 vez)."],
      },
      {
        id: "alta",
        question: "¿Desde cuándo soy socio?",
        answer: [
          "La membresía empieza siempre el día 1 de un mes, como pronto el mes que viene. Eliges la fecha de alta en el formulario. Puedes hacerte socio a partir de los 18 años.",
        ],
      },
      {
        id: "baja",
        question: "¿Puedo darme de baja?",
        answer: ["Sí, en cualquier momento con efecto a final de mes. Basta con un breve mensaje por correo electrónico."],
      },
      {
        id: "tipos",
        question: "¿En qué se diferencian el socio activo y el socio colaborador?",
        answer: [
          "Los socios activos tienen derecho a voto en la asamblea y colaboran activamente, por ejemplo como casa de acogida o en los transportes. Los socios colaboradores nos apoyan económicamente, reciben información periódica y no tienen derecho a voto.",
        ],
      },
    ] as FaqTextItem[],
  },
  offer: { name: "Membresía", price: "5.00" },
};

export const membershipTexts = { de, es };
export type MembershipTexts = typeof de;
