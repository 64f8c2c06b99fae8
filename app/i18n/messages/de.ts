import type { PlainMessages } from "../format";

/**
 * German texts of the site frame (navigation, footer, consent, error pages).
 * The Spanish file must have exactly the same keys: its type is
 * `MessageFile`, so a missing or extra key fails the type check. The pages'
 * titles and descriptions are each page's own (its `head.ts`, in the page registry).
 * The frame's texts reach the browser as root loader data, only in the page's
 * language, so they must be plain data: placeholders like {year} instead of
 * functions (`format()` fills them).
 * Feature texts live beside their feature (app/features/<domain>/messages.ts).
 */
export const de = {
  siteName: "Costa Azahar Hundehilfe",
  skipToContent: "Zum Inhalt springen",
  nav: {
    label: "Hauptnavigation",
    home: "Start",
    dogs: "Hunde",
    adoption: "Adoption",
    fosterHome: "Pflegestelle",
    donations: "Spenden & Teaming",
    about: "Über uns",
    contact: "Kontakt",
    favourites: "Merkliste",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    logoLabel: "Costa Azahar Hundehilfe – zur Startseite",
  },
  languageSwitch: {
    label: "ES",
    description: "Zur spanischen Website wechseln",
  },
  footer: {
    tagline: "Wir retten Straßenhunde in Spanien und vermitteln sie an liebevolle Familien – seit 2013.",
    germanAssociation: "Verein in Deutschland",
    spanishAssociation: "Verein in Spanien",
    legalHeading: "Rechtliches",
    followHeading: "Folge uns",
    imprint: "Impressum",
    privacy: "Datenschutz",
    faq: "FAQ",
    blog: "Blog",
    guides: "Ratgeber",
    membership: "Mitglied werden",
    email: "E-Mail",
    phone: "Telefon",
    copyright: "© {year} {name}. Alle Rechte vorbehalten.",
  },
  cookieConsent: {
    label: "Cookie-Hinweis",
    text: "Wir nutzen Cookies für Analytics.",
    learnMore: "Mehr erfahren",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    close: "Schließen",
  },
  notFound: {
    title: "Seite nicht gefunden",
    heading: "Hoppla!",
    message: "Diese Seite scheint sich versteckt zu haben.",
    note: "Die Seite, die du suchst, existiert nicht oder wurde verschoben.",
    homeButton: "Zurück zur Startseite",
  },
  error: {
    title: "Fehler",
    heading: "Unexpected Application Error!",
    message: "Leider ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
    homeButton: "Zurück zur Startseite",
  },
  meta: {
    shareImageAlt: "Logo der Costa Azahar Hundehilfe",
    sitemapTitle: "Sitemap ({language})",
    languageNames: { de: "Deutsch", es: "Spanisch" },
  },
  /**
   * Dog list, blog and guides: what their pages show before the page's data
   * arrives (on a client-side navigation the header and skeletons show at once);
   * their other texts come with the data (app/features/{dogs,blog,guides}/messages.ts).
   */
  contentSections: {
    dogs: {
      heading: "Unsere Hunde",
      intro: "Hier findest du alle Hunde, die ein Zuhause, eine Patenschaft oder einen Platz in unserem Hospiz suchen.",
      loadingList: "Hunde werden geladen...",
      loadingItem: "Hund wird geladen...",
    },
    blog: {
      heading: "Blog",
      intro: "Neuigkeiten, Rettungsgeschichten und Erfahrungen aus unserer Tierschutzarbeit.",
      loadingList: "Beiträge werden geladen …",
      loadingItem: "Beitrag wird geladen …",
    },
    guides: {
      heading: "Ratgeber",
      intro: "Praktische Tipps rund um Adoption, Eingewöhnung und das Leben mit einem Hund aus dem Tierschutz.",
      loadingList: "Ratgeber werden geladen …",
      loadingItem: "Ratgeber wird geladen …",
    },
  },
} satisfies PlainMessages;

/** The shape every language's message file must have. */
export type MessageFile = typeof de;
