import type { PlainMessages } from "../format";

/**
 * German texts of the site frame (navigation, footer, consent, error pages,
 * page titles). The Spanish file must have exactly the same keys: its type is
 * `Messages`, so a missing or extra key fails the type check.
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
  /** Title and description of every page (the head helper adds the site name). */
  pages: {
    home: {
      title: "Straßenhund aus Spanien adoptieren",
      description:
        "Seit 2013 retten wir Straßenhunde in Spanien: über 2.900 Hunde vermittelt. Finde deinen Hund, werde Pflegestelle oder spende.",
    },
    dogs: {
      title: "Hunde aus Spanien suchen ein Zuhause",
      description: "Alle unsere Schützlinge auf einen Blick: Hunde zur Adoption, Patenhunde und Hospizhunde in Spanien und Deutschland.",
    },
    dogDetail: { title: "Hund", description: "Lerne unseren Schützling kennen." },
    adoption: {
      title: "Hund adoptieren – so läuft die Adoption ab",
      description: "In 7 Schritten zu deinem Hund aus Spanien: Vorkontrolle, Schutzvertrag, Transport nach Deutschland und Nachbetreuung.",
    },
    fosterHome: {
      title: "Pflegestelle werden",
      description: "Als Pflegestelle gibst du einem Hund aus Spanien für 4 bis 6 Wochen ein Zuhause auf Zeit – wir begleiten dich dabei.",
    },
    donations: {
      title: "Spenden & Teaming",
      description: "Deine Spende hilft: Futter, tierärztliche Versorgung, Transport und Vermittlung unserer Hunde in Spanien.",
    },
    about: {
      title: "Über uns",
      description: "Seit 2013 setzen wir uns für Straßenhunde in Spanien ein – lerne unseren Verein und unser Team kennen.",
    },
    contact: {
      title: "Kontakt",
      description: "Fragen zu Adoption, Pflegestelle oder Spenden? Schreib uns per E-Mail, WhatsApp oder über das Kontaktformular.",
    },
    imprint: { title: "Impressum", description: "Impressum und Anbieterkennzeichnung des Vereins." },
    privacy: { title: "Datenschutz", description: "Datenschutzerklärung: welche Daten wir verarbeiten und warum." },
    blog: { title: "Blog", description: "Neuigkeiten, Rettungsgeschichten und Erfahrungen aus unserer Tierschutzarbeit." },
    blogPost: { title: "Blog", description: "Ein Beitrag aus unserem Blog." },
    membership: {
      title: "Mitglied werden",
      description: "Werde Mitglied ab 5 € im Monat und hilf Straßenhunden in Spanien – aktiv oder als Fördermitglied.",
    },
    hospice: {
      title: "Hospiz für alte und kranke Hunde",
      description: "Unser Hospiz gibt alten und kranken Hunden in Spanien einen würdevollen Lebensabend.",
    },
    fincaChaos: {
      title: "Finca Chaos",
      description: "Die Finca Chaos: 10.000 m² Zuhause für unsere Hunde in Spanien mit sieben Ausläufen.",
    },
    residenciaMonika: {
      title: "Residencia Monika",
      description: "Die Residencia Monika: unser Partner-Tierheim in Spanien mit rund 80 Hunden.",
    },
    faq: {
      title: "Häufige Fragen (FAQ)",
      description: "Antworten auf häufige Fragen zu Adoption, Vorkontrolle, Schutzvertrag, Kosten und Transport.",
    },
    guides: { title: "Ratgeber", description: "Ratgeber rund um Adoption, Eingewöhnung und das Leben mit einem Hund aus dem Tierschutz." },
    guideDetail: { title: "Ratgeber", description: "Ein Ratgeber aus unserer Tierschutzarbeit." },
    favourites: { title: "Merkliste", description: "Die Hunde, die du dir gemerkt hast, auf einen Blick." },
    alertConfirm: { title: "Anmeldung bestätigen", description: "Bestätige, dass du E-Mails über neue Hunde bekommen möchtest." },
    alertUnsubscribe: { title: "Benachrichtigungen abbestellen", description: "Keine E-Mails über neue Hunde mehr bekommen." },
  },
} satisfies PlainMessages;

/** The shape every language's frame messages must have. */
export type Messages = typeof de;
