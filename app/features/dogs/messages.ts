import type { DogDetail, DogLocation } from "./types";

/** "1 Hund" / "2 Hunde": number and plural form by Intl (CONTRACT). */
function counted(intlTag: string) {
  const rules = new Intl.PluralRules(intlTag);
  const numbers = new Intl.NumberFormat(intlTag);
  return (n: number, one: string, other: string) => `${numbers.format(n)} ${rules.select(n) === "one" ? one : other}`;
}
const countDe = counted("de-DE");
const countEs = counted("es-ES");

/** German and Spanish texts of the dog list and dog detail pages (spec 1 §2, §4, §8). */
const de = {
  list: {
    heroTitle: "Unsere Hunde",
    heroCount: (n: number) => countDe(n, "Schützling", "Schützlinge"),
    heroText: "Hier findest du alle Hunde, die ein Zuhause, eine Patenschaft oder einen Platz in unserem Hospiz suchen.",
    searchLabel: "Hunde durchsuchen",
    searchPlaceholder: "Suche nach Name...",
    searchButton: "Suchen",
    typeFilterLabel: "Art",
    locationFilterLabel: "Standort",
    reset: "Filter zurücksetzen",
    results: (n: number) => countDe(n, "Hund gefunden", "Hunde gefunden"),
    lastUpdated: (date: string) => `Zuletzt aktualisiert: ${date}`,
    loading: "Hunde werden geladen...",
    error: "Fehler beim Laden der Hunde. Bitte versuche es später erneut.",
    empty: "Keine Hunde gefunden. Bitte passe deine Suche an.",
    listLabel: "Hunde",
  },
  types: { all: "Alle", adoption: "Zur Adoption", sponsorship: "Patenschaft", hospice: "Hospiz" },
  locations: { germany: "Deutschland", spain: "Spanien" } satisfies Record<DogLocation, string>,
  status: { reserved: "Reserviert", available: "Verfügbar" },
  /** The location text of a dog from its location and detail (spec 1 §2 dog detail). */
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
    details: (name: string) => `${name} kennenlernen`,
    imageAlt: (name: string) => `Foto von ${name}`,
    opening: "Wird geöffnet...",
  },
  detail: {
    loading: "Hund wird geladen...",
    back: "Zurück zur Übersicht",
    notFoundTitle: "Hund nicht gefunden",
    notFoundText: "Der gesuchte Hund konnte nicht gefunden werden.",
    profileTitle: "Steckbrief",
    locationLabel: "Standort",
    statusLabel: "Status",
    aboutTitle: (name: string) => `Über ${name}`,
    infoPage: {
      finca: "Mehr über die Finca Chaos",
      monika: "Mehr über die Residencia Monika",
      hospice: "Mehr über unser Hospiz",
    },
    hospiceTitle: "Ein Hund aus unserem Hospiz",
    hospiceText: (name: string) =>
      `${name} lebt dauerhaft in unserem Hospiz. Hier bekommen alte und kranke Hunde Pflege, Medikamente und viel Zuwendung – bis zum Schluss. Mit einer Spende für das Hospiz hilfst du ${name} und den anderen Hospizhunden.`,
    hospiceLink: "Zum Hospiz",
    whatsapp: "Schnellanfrage per WhatsApp",
    whatsappMessage: (name: string, url: string) => `Hallo! Ich interessiere mich für ${name} und hätte gerne mehr Informationen: ${url}`,
    galleryLabel: (name: string) => `Fotos von ${name}`,
    imageAlt: (name: string, index: number) => `${name} – Foto ${index}`,
    showImage: (index: number, count: number) => `Foto ${index} von ${count} anzeigen`,
    formTitle: (name: string) => `Interesse an ${name}?`,
    chooserLabel: "Wie möchtest du helfen?",
    chooseAdoption: "Adoptieren",
    chooseSponsorship: "Pate werden",
    metaFallback: (name: string) => `${name} sucht ein Zuhause. Lerne unseren Schützling kennen.`,
  },
};

export type DogMessages = typeof de;

const es: DogMessages = {
  list: {
    heroTitle: "Nuestros perros",
    heroCount: (n: number) => countEs(n, "protegido", "protegidos"),
    heroText: "Aquí encontrarás todos los perros que buscan un hogar, un padrino o una plaza en nuestro hospicio.",
    searchLabel: "Buscar perros",
    searchPlaceholder: "Buscar por nombre...",
    searchButton: "Buscar",
    typeFilterLabel: "Tipo",
    locationFilterLabel: "Ubicación",
    reset: "Restablecer filtros",
    results: (n: number) => countEs(n, "perro encontrado", "perros encontrados"),
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    loading: "Cargando perros...",
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
    details: (name: string) => `Conocer a ${name}`,
    imageAlt: (name: string) => `Foto de ${name}`,
    opening: "Abriendo...",
  },
  detail: {
    loading: "Cargando perro...",
    back: "Volver al listado",
    notFoundTitle: "Perro no encontrado",
    notFoundText: "No se pudo encontrar el perro buscado.",
    profileTitle: "Ficha",
    locationLabel: "Ubicación",
    statusLabel: "Estado",
    aboutTitle: (name: string) => `Sobre ${name}`,
    infoPage: {
      finca: "Más sobre la Finca Chaos",
      monika: "Más sobre la Residencia Monika",
      hospice: "Más sobre nuestro hospicio",
    },
    hospiceTitle: "Un perro de nuestro hospicio",
    hospiceText: (name: string) =>
      `${name} vive de forma permanente en nuestro hospicio. Aquí los perros mayores y enfermos reciben cuidados, medicación y mucho cariño hasta el final. Con un donativo para el hospicio ayudas a ${name} y a los demás perros del hospicio.`,
    hospiceLink: "Ir al hospicio",
    whatsapp: "Consulta rápida por WhatsApp",
    whatsappMessage: (name: string, url: string) => `¡Hola! Me interesa ${name} y me gustaría recibir más información: ${url}`,
    galleryLabel: (name: string) => `Fotos de ${name}`,
    imageAlt: (name: string, index: number) => `${name} – foto ${index}`,
    showImage: (index: number, count: number) => `Mostrar foto ${index} de ${count}`,
    formTitle: (name: string) => `¿Te interesa ${name}?`,
    chooserLabel: "¿Cómo quieres ayudar?",
    chooseAdoption: "Adoptar",
    chooseSponsorship: "Apadrinar",
    metaFallback: (name: string) => `${name} busca un hogar. Conoce a nuestro protegido.`,
  },
};

export const dogMessages = { de, es };

/** The location text of a dog (spec 1 §2): the country, with the place where the detail names one. */
export function locationText(messages: DogMessages, location: DogLocation, detail: DogDetail): string {
  const texts: Partial<Record<DogDetail, string>> = messages.locationText[location];
  return texts[detail] ?? texts.none ?? "";
}

/** The list's last-updated time, long date and time in the association's time zone (server and browser agree). */
export function formatUpdatedAt(intlTag: string, iso: string): string {
  return new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}
