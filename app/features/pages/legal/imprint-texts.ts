import type { Association } from "~/platform/settings/settings";
import { type LegalSection, lines, paragraph } from "./legal-document";
import { placeholderFacts } from "./placeholder-facts";

/**
 * Imprint of the German association (§ 5 DDG, § 18 MStV) and aviso legal of the Spanish association (art. 10
 * LSSI-CE): the first version of the rich text editors change in the workspace. Every fact is a placeholder that the
 * page fills from the settings.
 */
const german = placeholderFacts("de");
const spanish = placeholderFacts("es");

const addressLines = (association: Association) => [
  association.address.street,
  `${association.address.postalCode} ${association.address.city}`,
  `${association.address.region}, ${association.address.country}`,
];

const de = {
  title: "Impressum",
  sections: [
    {
      heading: "Angaben gemäß § 5 DDG",
      blocks: [lines(german.legalName, ...addressLines(german))],
    },
    {
      heading: "Vertreten durch",
      blocks: [paragraph(`Vertretungsberechtigter Vorstand gemäß § 26 BGB: ${german.representedBy}`)],
    },
    {
      heading: "Kontakt",
      blocks: [{ kind: "contact", email: german.email, phone: german.phone, labels: { email: "E-Mail", phone: "Telefon" } }],
    },
    {
      heading: "Registereintrag",
      blocks: [paragraph(`Eingetragen im Vereinsregister: ${german.register}`)],
    },
    {
      heading: "Gemeinnützigkeit",
      blocks: [paragraph(german.taxNote)],
    },
    {
      heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      blocks: [lines(german.representedBy, ...addressLines(german))],
    },
    {
      heading: "Partnerverein in Spanien",
      blocks: [
        paragraph("Vor Ort in Spanien arbeiten wir mit unserem spanischen Partnerverein zusammen, der die spanische Website verantwortet:"),
        lines(spanish.legalName, ...addressLines(spanish), spanish.register),
      ],
    },
    {
      heading: "EU-Streitschlichtung",
      blocks: [
        paragraph(
          "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt. Bei Fragen oder Beschwerden wende dich bitte direkt an uns.",
        ),
      ],
    },
    {
      heading: "Verbraucherstreitbeilegung",
      blocks: [
        paragraph(
          "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        ),
      ],
    },
    {
      heading: "Haftung für Inhalte",
      blocks: [
        paragraph(
          "Die Inhalte dieser Website erstellen wir mit großer Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich.",
        ),
        paragraph(
          "Für fremde Informationen, die wir übermitteln oder speichern, sind wir nach den gesetzlichen Vorschriften erst ab Kenntnis einer konkreten Rechtsverletzung verantwortlich. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.",
        ),
      ],
    },
    {
      heading: "Haftung für Links",
      blocks: [
        paragraph(
          "Unsere Website enthält Links zu externen Websites, etwa zu PayPal, Teaming, Facebook, Instagram und Vermittlungsportalen. Auf deren Inhalte haben wir keinen Einfluss; verantwortlich ist stets der jeweilige Anbieter. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.",
        ),
      ],
    },
    {
      heading: "Urheberrecht und Bildrechte",
      blocks: [
        paragraph(
          "Texte, Fotos und Videos auf dieser Website sind urheberrechtlich geschützt. Die Fotos unserer Hunde stammen von unseren Helferinnen und Helfern in Spanien und Deutschland. Jede Verwendung außerhalb dieser Website bedarf unserer vorherigen schriftlichen Zustimmung. Für das Teilen unserer Hunde in sozialen Netzwerken mit Link auf unsere Website freuen wir uns ausdrücklich.",
        ),
      ],
    },
  ] as LegalSection[],
};

const es: typeof de = {
  title: "Aviso Legal",
  sections: [
    {
      heading: "Datos identificativos",
      blocks: [
        paragraph(
          "En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de los datos del titular de este sitio web:",
        ),
        lines(spanish.legalName, ...addressLines(spanish)),
        paragraph(`Identificación fiscal: ${spanish.taxNote}`),
        paragraph(`Inscripción registral: ${spanish.register}`),
        paragraph(`Representante legal: ${spanish.representedBy}`),
        { kind: "contact", email: spanish.email, phone: spanish.phone, labels: { email: "Correo electrónico", phone: "Teléfono" } },
      ],
    },
    {
      heading: "Objeto",
      blocks: [
        paragraph(
          "Este sitio web informa sobre la labor de la asociación en la protección de perros abandonados en España y permite solicitar adopciones, acogidas y apadrinamientos, hacer donaciones, hacerse socio y ponerse en contacto con nosotros.",
        ),
      ],
    },
    {
      heading: "Condiciones de uso",
      blocks: [
        paragraph(
          "El acceso a este sitio web es gratuito y atribuye la condición de usuario, que acepta las presentes condiciones. El usuario se compromete a hacer un uso adecuado de los contenidos y a no emplearlos para actividades ilícitas o contrarias a la buena fe, ni para enviar a través de los formularios información falsa o de terceros sin su consentimiento.",
        ),
      ],
    },
    {
      heading: "Propiedad intelectual e industrial",
      blocks: [
        paragraph(
          "Los textos, fotografías y vídeos de este sitio web están protegidos por los derechos de propiedad intelectual. Las fotos de nuestros perros son obra de nuestros voluntarios en España y Alemania. Queda prohibida su reproducción o uso fuera de este sitio web sin nuestra autorización previa por escrito. Compartir a nuestros perros en redes sociales con un enlace a esta web está expresamente permitido.",
        ),
      ],
    },
    {
      heading: "Exclusión de responsabilidad",
      blocks: [
        paragraph(
          "Elaboramos los contenidos de este sitio web con el máximo cuidado, pero no podemos garantizar que sean exactos, completos y actuales en todo momento. La asociación no se hace responsable de los daños derivados de interrupciones del servicio, fallos técnicos o del uso indebido de la web por parte de terceros.",
        ),
      ],
    },
    {
      heading: "Enlaces",
      blocks: [
        paragraph(
          "Este sitio web contiene enlaces a sitios de terceros, como PayPal, Teaming, Facebook, Instagram o portales de adopción. No controlamos sus contenidos y no somos responsables de ellos; en cuanto tengamos conocimiento de un contenido ilícito, retiraremos el enlace correspondiente.",
        ),
      ],
    },
    {
      heading: "Asociación colaboradora en Alemania",
      blocks: [
        paragraph("En Alemania colaboramos con nuestra asociación hermana, responsable del sitio web en alemán:"),
        lines(german.legalName, ...addressLines(german), german.register),
      ],
    },
    {
      heading: "Resolución de litigios",
      blocks: [
        paragraph(
          "La plataforma europea de resolución de litigios en línea dejó de estar disponible el 20 de julio de 2025. No participamos en procedimientos de resolución alternativa de litigios ante entidades de consumo; para cualquier consulta o reclamación, escríbenos directamente.",
        ),
      ],
    },
    {
      heading: "Legislación aplicable y jurisdicción",
      blocks: [
        paragraph(
          "Las presentes condiciones se rigen por la legislación española. Para la resolución de cualquier controversia serán competentes los juzgados y tribunales que correspondan conforme a la normativa aplicable.",
        ),
      ],
    },
  ] as LegalSection[],
};

export const imprintTexts = { de, es };
export type ImprintTexts = typeof de;
