import type { PluralMessage } from "~/i18n/format";
import type { DogDetail, DogLocation } from "./types";

/**
 * German and Spanish texts of the dog cards, the dog list and the dog pages,
 * sent as loader data (`textsFor(locale, "dogs")`; the dog page's own are
 * `dogDetail`, below); the list's hero and the loading
 * texts are frame messages (`contentSections.dogs`): they show before the
 * page's data arrives.
 */
const de = {
  list: {
    heroCount: { one: "{count} Schützling", other: "{count} Schützlinge" } satisfies PluralMessage,
    searchLabel: "Hunde durchsuchen",
    searchPlaceholder: "Suche nach Name...",
    searchButton: "Suchen",
    typeFilterLabel: "Art",
    locationFilterLabel: "Standort",
    reset: "Filter zurücksetzen",
    results: { one: "{count} Hund gefunden", other: "{count} Hunde gefunden" } satisfies PluralMessage,
    lastUpdated: "Zuletzt aktualisiert: {date}",
    more: "Weitere Hunde anzeigen ({shown} von {total})",
    error: "Fehler beim Laden der Hunde. Bitte versuche es später erneut.",
    empty: "Keine Hunde gefunden. Bitte passe deine Suche an.",
    listLabel: "Hunde",
  },
  types: { all: "Alle", adoption: "Zur Adoption", sponsorship: "Patenschaft", hospice: "Hospiz" },
  locations: { germany: "Deutschland", spain: "Spanien" } satisfies Record<DogLocation, string>,
  status: { reserved: "Reserviert", available: "Verfügbar" },
  /** The location text of a dog from its location and detail. */
  locationText: {
    germany: {
      transport: "Deutschland (im Transport)",
      foster: "Deutschland (Pflegestelle)",
      none: "Deutschland",
    },
    spain: {
      finca: "Spanien (Finca Chaos)",
      foster: "Spanien (Pflegestelle)",
      monika: "Spanien (Residencia Monika)",
      hospice: "Spanien (Hospiz)",
      none: "Spanien",
    },
  } satisfies Record<DogLocation, Partial<Record<DogDetail, string>>>,
  homes: {
    title: "Wo unsere Hunde leben",
    intro: "Unsere Schützlinge warten an verschiedenen Orten auf dich – lerne sie kennen.",
    fosterHome: {
      title: "Pflegestellen",
      text: "Viele Hunde leben schon in einer Pflegestelle in Deutschland oder Spanien und lernen dort das Familienleben kennen.",
      link: "Pflegestelle werden",
    },
    fincaChaos: {
      title: "Finca Chaos",
      text: "Auf 10.000 m² mit sieben großen Ausläufen warten unsere Hunde in Spanien auf ihre Familie.",
      link: "Zur Finca Chaos",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      text: "Unser Partner-Tierheim in Spanien mit rund 80 Hunden, liebevoll geführt seit 2008.",
      link: "Zur Residencia Monika",
    },
    hospice: {
      title: "Hospiz",
      text: "Alte und kranke Hunde verbringen bei uns einen würdevollen Lebensabend.",
      link: "Zum Hospiz",
    },
  },
  card: {
    imageAlt: "Foto von {name}",
  },
  favourite: { add: "Zur Merkliste hinzufügen", remove: "Von der Merkliste entfernen" },
};

export type DogTexts = typeof de;

const es: DogTexts = {
  list: {
    heroCount: { one: "{count} protegido", other: "{count} protegidos" },
    searchLabel: "Buscar perros",
    searchPlaceholder: "Buscar por nombre...",
    searchButton: "Buscar",
    typeFilterLabel: "Tipo",
    locationFilterLabel: "Ubicación",
    reset: "Restablecer filtros",
    results: { one: "{count} perro encontrado", other: "{count} perros encontrados" },
    lastUpdated: "Última actualización: {date}",
    more: "Mostrar más perros ({shown} de {total})",
    error: "Error al cargar los perros. Por favor intenta de nuevo más tarde.",
    empty: "No se encontraron perros. Por favor ajusta tu búsqueda.",
    listLabel: "Perros",
  },
  types: { all: "Todos", adoption: "En Adopción", sponsorship: "Apadrinamiento", hospice: "Hospicio" },
  locations: { germany: "Alemania", spain: "España" },
  status: { reserved: "Reservado", available: "Disponible" },
  locationText: {
    germany: {
      transport: "Alemania (en transporte)",
      foster: "Alemania (casa de acogida)",
      none: "Alemania",
    },
    spain: {
      finca: "España (Finca Chaos)",
      foster: "España (casa de acogida)",
      monika: "España (Residencia Monika)",
      hospice: "España (hospicio)",
      none: "España",
    },
  },
  homes: {
    title: "Dónde viven nuestros perros",
    intro: "Nuestros protegidos te esperan en distintos lugares: conócelos.",
    fosterHome: {
      title: "Casas de acogida",
      text: "Muchos perros ya viven en una casa de acogida en Alemania o España y allí conocen la vida en familia.",
      link: "Ser casa de acogida",
    },
    fincaChaos: {
      title: "Finca Chaos",
      text: "En 10.000 m² con siete grandes parques, nuestros perros esperan a su familia en España.",
      link: "Ir a la Finca Chaos",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      text: "Nuestro refugio colaborador en España con unos 80 perros, gestionado con cariño desde 2008.",
      link: "Ir a la Residencia Monika",
    },
    hospice: {
      title: "Hospicio",
      text: "Los perros mayores y enfermos pasan con nosotros una vejez digna.",
      link: "Ir al hospicio",
    },
  },
  card: {
    imageAlt: "Foto de {name}",
  },
  favourite: { add: "Añadir a favoritos", remove: "Quitar de favoritos" },
};

export const dogTexts = { de, es };

/**
 * The dog page's own texts, a catalogue of their own (`textsFor(locale, "dogDetail")`): the list, the home page and
 * the other pages with dog cards do not send them.
 */
const detailDe = {
  back: "Zurück zur Übersicht",
  similarTitle: "Diese Hunde könnten dir auch gefallen",
  notFoundTitle: "Hund nicht gefunden",
  notFoundText: "Der gesuchte Hund konnte nicht gefunden werden.",
  profileTitle: "Steckbrief",
  locationLabel: "Standort",
  statusLabel: "Status",
  aboutTitle: "Über {name}",
  infoPage: {
    finca: "Mehr über die Finca Chaos",
    monika: "Mehr über die Residencia Monika",
    hospice: "Mehr über unser Hospiz",
  },
  hospiceTitle: "Ein Hund aus unserem Hospiz",
  hospiceText:
    "{name} lebt dauerhaft in unserem Hospiz. Hier bekommen alte und kranke Hunde Pflege, Medikamente und viel Zuwendung – bis zum Schluss. Mit einer Spende für das Hospiz hilfst du {name} und den anderen Hospizhunden.",
  hospiceLink: "Zum Hospiz",
  whatsapp: "Schnellanfrage per WhatsApp",
  whatsappMessage: "Hallo! Ich interessiere mich für {name} und hätte gerne mehr Informationen: {url}",
  galleryLabel: "Fotos von {name}",
  imageAlt: "{name} – Foto {index}",
  showImage: "Foto {index} von {count} anzeigen",
  formTitle: "Interesse an {name}?",
  chooserLabel: "Wie möchtest du helfen?",
  chooseAdoption: "Adoptieren",
  chooseSponsorship: "Pate werden",
  metaFallback: "{name} sucht ein Zuhause. Lerne unseren Schützling kennen.",
  share: {
    title: "Teilen",
    message: "{name} sucht ein Zuhause:",
    whatsapp: "WhatsApp",
    facebook: "Facebook",
    email: "E-Mail",
    copy: "Link kopieren",
    copied: "Link kopiert",
    print: "Steckbrief drucken",
  },
  print: { interested: "Interesse an {name}? Melde dich bei uns:" },
};

export type DogDetailTexts = typeof detailDe;

const detailEs: DogDetailTexts = {
  back: "Volver al listado",
  similarTitle: "Estos perros también te pueden gustar",
  notFoundTitle: "Perro no encontrado",
  notFoundText: "No se pudo encontrar el perro buscado.",
  profileTitle: "Ficha",
  locationLabel: "Ubicación",
  statusLabel: "Estado",
  aboutTitle: "Sobre {name}",
  infoPage: {
    finca: "Más sobre la Finca Chaos",
    monika: "Más sobre la Residencia Monika",
    hospice: "Más sobre nuestro hospicio",
  },
  hospiceTitle: "Un perro de nuestro hospicio",
  hospiceText:
    "{name} vive de forma permanente en nuestro hospicio. Aquí los perros mayores y enfermos reciben cuidados, medicación y mucho cariño hasta el final. Con un donativo para el hospicio ayudas a {name} y a los demás perros del hospicio.",
  hospiceLink: "Ir al hospicio",
  whatsapp: "Consulta rápida por WhatsApp",
  whatsappMessage: "¡Hola! Me interesa {name} y me gustaría recibir más información: {url}",
  galleryLabel: "Fotos de {name}",
  imageAlt: "{name} – foto {index}",
  showImage: "Mostrar foto {index} de {count}",
  formTitle: "¿Te interesa {name}?",
  chooserLabel: "¿Cómo quieres ayudar?",
  chooseAdoption: "Adoptar",
  chooseSponsorship: "Apadrinar",
  metaFallback: "{name} busca un hogar. Conoce a nuestro protegido.",
  share: {
    title: "Compartir",
    message: "{name} busca un hogar:",
    whatsapp: "WhatsApp",
    facebook: "Facebook",
    email: "Correo",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    print: "Imprimir ficha",
  },
  print: { interested: "¿Te interesa {name}? Escríbenos:" },
};

export const dogDetailTexts = { de: detailDe, es: detailEs };
