/** Texts of the donations page (its questions are FAQ entries in the database, features/faq). */
const de = {
  hero: {
    title: "Spenden & Teaming",
    lead: "Jeder Euro kommt bei unseren Hunden an – als Futter, Tierarztbesuch, Transport und viele Stunden ehrenamtlicher Arbeit.",
    bankButton: "Jetzt spenden",
    teamingButton: "Teaming beitreten",
  },
  funded: {
    title: "Das bewirkt deine Spende",
    intro: "Wir arbeiten ehrenamtlich. Deine Spende fließt direkt in die Versorgung unserer Hunde:",
    areas: [
      { title: "Futter und Pflege", text: "Gutes Futter, Decken, Körbchen und alles, was unsere Hunde in Spanien jeden Tag brauchen." },
      {
        title: "Tierärztliche Versorgung",
        text: "Impfungen, Kastrationen, Bluttests, Operationen und die Behandlung kranker und verletzter Hunde.",
      },
      { title: "Transport", text: "Sichere, tierschutzgerechte Fahrten nach Deutschland, zu Tierärzten und zu Pflegestellen." },
      {
        title: "Vermittlung und Koordination",
        text: "Vorkontrollen, Beratung, Nachbetreuung und die Organisation hinter jeder einzelnen Adoption.",
      },
    ],
  },
  bank: {
    title: "Spenden per Überweisung",
    intro: "Überweise direkt auf eines unserer Vereinskonten in Deutschland oder Spanien. Mit einem Klick kopierst du die Daten.",
    countries: { de: "Deutschland", es: "Spanien" },
    labels: { recipient: "Empfänger", iban: "IBAN", bic: "BIC", bank: "Bank", paypalEmail: "PayPal", paypalMe: "PayPal.me" },
    copy: "{label} kopieren",
    copied: "In Zwischenablage kopiert",
    copyFailed: "Kopieren fehlgeschlagen",
  },
  teaming: {
    title: "Monatlich helfen mit Teaming",
    intro: "Bei Teaming spendest du jeden Monat 1 € – einfach und ohne Abzüge. Viele kleine Beträge bewirken zusammen Großes.",
    groups: [
      {
        title: "Unsere Teaming-Gruppe",
        text: "Ab 1 € im Monat unterstützt du alle unsere Projekte: Rettungen, Tierarzt, Futter und Transporte.",
      },
      {
        title: "Teaming-Gruppe Patenhunde",
        text: "Ab 1 € im Monat hilfst du unseren Patenhunden, die wegen ihres Alters oder einer Krankheit kaum vermittelt werden.",
      },
    ],
    join: "Gruppe beitreten",
  },
  moreWays: {
    title: "Weitere Wege zu helfen",
    cards: [
      {
        title: "Patenschaft übernehmen",
        text: "Begleite einen bestimmten Hund ab 10 € im Monat – nach oben gibt es keine Grenze. Such dir deinen Patenhund in unserer Übersicht aus.",
      },
      {
        title: "Mitglied werden",
        text: "Unterstütze uns dauerhaft ab 5 € im Monat. Den Betrag wählst du selbst und kannst ihn jederzeit anpassen.",
      },
      {
        title: "Vor Ort helfen",
        text: "Du bist in der Nähe von Benicarló? Besuche unsere Finca Chaos, geh mit unseren Hunden spazieren oder pack mit an – sprich uns vorher kurz an.",
      },
    ],
    links: ["Patenhunde ansehen", "Mitglied werden", "Die Finca Chaos kennenlernen"],
  },
  sponsorship: {
    title: "Patenschaft anfragen",
    intro: "Du möchtest einen unserer Hunde regelmäßig unterstützen? Schick uns deine Anfrage – wir melden uns mit allen Details.",
  },
  taxNote: {
    title: "Spendenquittung",
  },
  faq: {
    title: "Häufige Fragen zum Spenden",
  },
  closing: {
    title: "Gemeinsam für die Hunde",
    text: "Du hast Fragen zu Spenden, Patenschaften oder Sachspenden? Schreib uns – oder werde Teil unserer Teaming-Gruppe.",
    mailButton: "E-Mail schreiben",
    teamingButton: "Teaming-Gruppe beitreten",
  },
  /** schema.org DonateAction name. */
  structuredDataName: "Spenden für Straßenhunde in Spanien",
};

const es: typeof de = {
  hero: {
    title: "Donar & Teaming",
    lead: "Cada euro llega a nuestros perros: en comida, visitas al veterinario, transportes y muchas horas de trabajo voluntario.",
    bankButton: "Donar ahora",
    teamingButton: "Unirse a Teaming",
  },
  funded: {
    title: "Lo que consigue tu donación",
    intro: "Trabajamos como voluntarios. Tu donación va directamente al cuidado de nuestros perros:",
    areas: [
      { title: "Comida y cuidados", text: "Buena comida, mantas, camas y todo lo que nuestros perros necesitan cada día." },
      {
        title: "Atención veterinaria",
        text: "Vacunas, esterilizaciones, análisis de sangre, operaciones y el tratamiento de perros enfermos y heridos.",
      },
      { title: "Transporte", text: "Viajes seguros y adecuados para los animales: a Alemania, al veterinario y a las casas de acogida." },
      {
        title: "Adopción y coordinación",
        text: "Controles previos, asesoramiento, seguimiento y toda la organización detrás de cada adopción.",
      },
    ],
  },
  bank: {
    title: "Donar por transferencia",
    intro: "Haz una transferencia directamente a una de nuestras cuentas en España o en Alemania. Copia los datos con un clic.",
    countries: { de: "Alemania", es: "España" },
    labels: { recipient: "Titular", iban: "IBAN", bic: "BIC", bank: "Banco", paypalEmail: "PayPal", paypalMe: "PayPal.me" },
    copy: "Copiar {label}",
    copied: "Copiado al portapapeles",
    copyFailed: "Error al copiar",
  },
  teaming: {
    title: "Ayuda cada mes con Teaming",
    intro: "Con Teaming donas 1 € al mes, de forma sencilla y sin comisiones. Muchas pequeñas aportaciones juntas consiguen mucho.",
    groups: [
      {
        title: "Nuestro grupo de Teaming",
        text: "Desde 1 € al mes apoyas todos nuestros proyectos: rescates, veterinario, comida y transportes.",
      },
      {
        title: "Grupo de Teaming de apadrinamiento",
        text: "Desde 1 € al mes ayudas a nuestros perros apadrinados, que por su edad o una enfermedad apenas tienen opciones de adopción.",
      },
    ],
    join: "Unirse al grupo",
  },
  moreWays: {
    title: "Otras formas de ayudar",
    cards: [
      {
        title: "Apadrinar un perro",
        text: "Acompaña a un perro concreto desde 10 € al mes, sin límite máximo. Elige a tu ahijado en nuestra lista de perros.",
      },
      {
        title: "Hacerse socio",
        text: "Apóyanos de forma continua desde 5 € al mes. Tú eliges la cuota y puedes cambiarla cuando quieras.",
      },
      {
        title: "Ayudar en persona",
        text: "¿Estás cerca de Benicarló? Visita nuestra Finca Chaos, pasea con nuestros perros o echa una mano; avísanos antes.",
      },
    ],
    links: ["Ver perros para apadrinar", "Hazte socio", "Conocer la Finca Chaos"],
  },
  sponsorship: {
    title: "Solicitar un apadrinamiento",
    intro: "¿Quieres ayudar a uno de nuestros perros con regularidad? Envíanos tu solicitud y te contaremos todos los detalles.",
  },
  taxNote: {
    title: "Certificado de donación",
  },
  faq: {
    title: "Preguntas frecuentes sobre donaciones",
  },
  closing: {
    title: "Juntos por los perros",
    text: "¿Tienes preguntas sobre donaciones, apadrinamientos o donaciones en especie? Escríbenos o únete a nuestro grupo de Teaming.",
    mailButton: "Escribir un correo",
    teamingButton: "Unirse al grupo de Teaming",
  },
  structuredDataName: "Donar para perros callejeros en España",
};

export const donationsTexts = { de, es };
export type DonationsTexts = typeof de;
