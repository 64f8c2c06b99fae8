import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** The workspace's visits page (`/admin/insights`, its CSV file), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Besuche",
  intro:
    "Welche Hunde gesehen und welche angefragt werden. Gezählt wird auf unserem Server, ohne Cookies und ohne personenbezogene Daten: Besucher*innen sind „eindeutige Besucher*innen pro Tag“, über die Tage zusammengezählt.",
  period: {
    legend: "Zeitraum",
    from: "Von",
    to: "Bis",
    show: "Anzeigen",
    presets: "Letzte {days} Tage",
    invalid: "Der Zeitraum war ungültig; gezeigt werden die letzten 30 Tage.",
    shown: "{from} bis {to}",
  },
  totals: { heading: "Überblick", views: "Seitenaufrufe", visitors: "Besucher*innen", requests: "Anfragen zu Hunden" },
  chart: {
    heading: "Die letzten 90 Tage",
    description: "Seitenaufrufe und Besucher*innen pro Tag vom {from} bis {to}; höchster Tageswert: {max} Aufrufe.",
    views: "Seitenaufrufe",
    visitors: "Besucher*innen",
  },
  dogs: {
    heading: "Hunde",
    intro:
      "Oben die Hunde, die oft gesehen, aber nie angefragt werden (vielleicht brauchen Foto oder Text Arbeit), dann die, die kaum jemand sieht.",
    dog: "Hund",
    daysOnline: "Tage online",
    views: "Aufrufe",
    visitors: "Besucher*innen",
    favourites: "Gemerkt",
    shares: "Geteilt",
    prints: "Gedruckt",
    adoption: "Adoptions­anfragen",
    sponsorship: "Paten­schafts­anfragen",
    requests: "Anfragen",
    per100: "Anfragen je 100 Besucher*innen",
    seenNotAsked: "Gesehen, nie angefragt",
    unseen: "Kaum gesehen",
    notListed: "nicht mehr in der Liste",
    unknown: "–",
    none: "Noch keine Hunde in der Liste.",
  },
  pages: { heading: "Seiten", page: "Seite", host: "Adresse", views: "Aufrufe", visitors: "Besucher*innen" },
  hosts: { heading: "Adressen der Website" },
  referrers: { heading: "Woher Besucher*innen kommen", referrer: "Website", note: "Nur die Adresse der Website, nie die Seite." },
  emptySearches: { heading: "Suchen in der Hundeliste ohne Treffer", words: "Gesucht", count: "Anzahl" },
  nothing: "In diesem Zeitraum wurde nichts gezählt.",
  csv: {
    download: "Als CSV herunterladen (Hunde)",
    downloadComma: "mit Kommas statt Semikolons",
    fileName: "besuche",
  },
  howCounted:
    "So wird gezählt: Jede Seite, die unser Server ausliefert, zählt als Aufruf – außer für Bots und für Browser, die „Do Not Track“ oder „Global Privacy Control“ senden. Eine Besucherin ist ein Hashwert aus einem zufälligen Tageswert, der Adresse und dem Browser; der Tageswert wird am nächsten Tag gelöscht. Gespeichert werden nur die Tagessummen. Gemerkt, geteilt und gedruckt zählt ein kleines Skript, außer bei Besucher*innen, die Analysen im Cookie-Hinweis abgelehnt haben.",
};

const es: typeof de = {
  title: "Visitas",
  intro:
    "Qué perros se ven y cuáles se solicitan. Se cuenta en nuestro servidor, sin cookies y sin datos personales: los visitantes son «visitantes únicos por día», sumados a lo largo de los días.",
  period: {
    legend: "Periodo",
    from: "Desde",
    to: "Hasta",
    show: "Mostrar",
    presets: "Últimos {days} días",
    invalid: "El periodo no era válido; se muestran los últimos 30 días.",
    shown: "del {from} al {to}",
  },
  totals: { heading: "Resumen", views: "Páginas vistas", visitors: "Visitantes", requests: "Solicitudes de perros" },
  chart: {
    heading: "Los últimos 90 días",
    description: "Páginas vistas y visitantes por día del {from} al {to}; valor diario más alto: {max} páginas vistas.",
    views: "Páginas vistas",
    visitors: "Visitantes",
  },
  dogs: {
    heading: "Perros",
    intro:
      "Arriba, los perros que se ven a menudo pero que nadie solicita (quizá la foto o el texto necesiten trabajo); después, los que casi nadie ve.",
    dog: "Perro",
    daysOnline: "Días en línea",
    views: "Vistas",
    visitors: "Visitantes",
    favourites: "Favoritos",
    shares: "Compartido",
    prints: "Impreso",
    adoption: "Solicitudes de adopción",
    sponsorship: "Solicitudes de apadrinamiento",
    requests: "Solicitudes",
    per100: "Solicitudes por cada 100 visitantes",
    seenNotAsked: "Visto, nunca solicitado",
    unseen: "Casi no se ve",
    notListed: "ya no está en la lista",
    unknown: "–",
    none: "Todavía no hay perros en la lista.",
  },
  pages: { heading: "Páginas", page: "Página", host: "Dirección", views: "Vistas", visitors: "Visitantes" },
  hosts: { heading: "Direcciones de la web" },
  referrers: { heading: "De dónde vienen los visitantes", referrer: "Web", note: "Solo la dirección de la web, nunca la página." },
  emptySearches: { heading: "Búsquedas en la lista de perros sin resultados", words: "Buscado", count: "Número" },
  nothing: "En este periodo no se ha contado nada.",
  csv: {
    download: "Descargar como CSV (perros)",
    downloadComma: "con comas en lugar de punto y coma",
    fileName: "visitas",
  },
  howCounted:
    "Así se cuenta: cada página que entrega nuestro servidor cuenta como una vista, salvo para bots y para navegadores que envían «Do Not Track» o «Global Privacy Control». Un visitante es un hash de un valor aleatorio del día, la dirección y el navegador; el valor del día se borra al día siguiente. Solo se guardan las sumas diarias. Los favoritos, lo compartido y lo impreso los cuenta un pequeño script, salvo para quien rechazó los análisis en el aviso de cookies.",
};

export const insightsTexts = { de, es } satisfies Record<Locale, PlainMessages>;
