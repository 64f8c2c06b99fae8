import { perLanguage } from "~/i18n/format";
import { type Locale, intlLocale } from "~/i18n/locales";
import { Lines, MailDocument, muted, onLines, renderMail } from "~/platform/mail/mail-html.server";
import { ASSOCIATION_TIME_ZONE } from "~/platform/time/calendar";
import type { FormType } from "./schemas/form-types";
import { formTexts } from "./texts";

/**
 * The mail an accepted submission sends to the association: in the variant's
 * language, every sent field with its form label (plain text and escaped
 * HTML), the subject naming the form and the dog, reply-to the visitor.
 * The visitor's receipt (receipt.tsx) shows the same field rows.
 */

export interface OutgoingMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailInput {
  formType: FormType;
  locale: Locale;
  /** The validated submission (schema output). */
  data: Record<string, unknown>;
  submissionId: string;
  receivedAt: Date;
  to: string;
}

/** Mail texts (server side only, so they stay out of the browser bundle). */
const de = {
  received: "Eingegangen am",
  reference: "Referenz",
  replyHint: "Antworte direkt auf diese E-Mail, um die Person zu erreichen.",
  adoption: { heading: "Neue Adoptionsanfrage über die Website", subject: (dog: string) => `Adoptionsanfrage für ${dog}` },
  sponsorship: {
    heading: "Neue Patenschaftsanfrage über die Website",
    subject: (dog: string) => `Patenschaftsanfrage für ${dog}`,
    amount: (euros: string) => `${euros} pro Monat`,
    sources: { dogPage: "Hundeseite", donationsPage: "Spendenseite" },
  },
  fosterHome: {
    heading: "Neue Bewerbung als Pflegestelle über die Website",
    subject: (name: string) => `Bewerbung als Pflegestelle von ${name}`,
  },
  contact: {
    heading: "Neue Kontaktanfrage über die Website",
    subject: (name: string, dog?: string) => (dog ? `Kontaktanfrage zu ${dog} von ${name}` : `Kontaktanfrage von ${name}`),
  },
  donation: {
    heading: "Neue Spendenzusage über die Website",
    subject: (purpose: string, name: string) => `Spende für ${purpose} von ${name}`,
  },
  membership: { heading: "Neuer Mitgliedsantrag über die Website", subject: (name: string) => `Mitgliedsantrag von ${name}` },
};

const es: typeof de = {
  received: "Recibido el",
  reference: "Referencia",
  replyHint: "Responde directamente a este correo para contactar con la persona.",
  adoption: { heading: "Nueva solicitud de adopción a través de la web", subject: (dog) => `Solicitud de adopción para ${dog}` },
  sponsorship: {
    heading: "Nueva solicitud de apadrinamiento a través de la web",
    subject: (dog) => `Solicitud de apadrinamiento para ${dog}`,
    amount: (euros) => `${euros} al mes`,
    sources: { dogPage: "Página del perro", donationsPage: "Página de donaciones" },
  },
  fosterHome: {
    heading: "Nueva solicitud de casa de acogida a través de la web",
    subject: (name) => `Solicitud de casa de acogida de ${name}`,
  },
  contact: {
    heading: "Nueva consulta de contacto a través de la web",
    subject: (name, dog) => (dog ? `Consulta sobre ${dog} de ${name}` : `Consulta de contacto de ${name}`),
  },
  donation: {
    heading: "Nuevo compromiso de donación a través de la web",
    subject: (purpose, name) => `Donación para ${purpose} de ${name}`,
  },
  membership: { heading: "Nueva solicitud de membresía a través de la web", subject: (name) => `Solicitud de membresía de ${name}` },
};

const mailTexts = { de, es };

type Formatter = (value: unknown, locale: Locale) => string;

interface MailLayout {
  heading: string;
  subject: string;
  /** Field → label, in the form's order. */
  labels: Record<string, string>;
  format?: Record<string, Formatter>;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

// One formatter per language for the process (i18n/format.ts): the inbox's CSV export formats every request.
const euroFormat = perLanguage((intlTag) => new Intl.NumberFormat(intlTag, { style: "currency", currency: "EUR" }));
const longDateFormat = perLanguage((intlTag) => new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeZone: "UTC" }));
const receivedTimeFormat = perLanguage(
  (intlTag) => new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeStyle: "short", timeZone: ASSOCIATION_TIME_ZONE }),
);

const euros = (value: unknown, locale: Locale) => (typeof value === "number" ? euroFormat(intlLocale[locale]).format(value) : "");

function longDate(value: unknown, locale: Locale) {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return str(value);
  return longDateFormat(intlLocale[locale]).format(new Date(`${value}T00:00:00Z`));
}

/** What the labels and values of a request depend on: its form, the language they are shown in, its data. */
export type RequestContent = Pick<MailInput, "formType" | "locale" | "data">;

function layoutOf({ formType, locale, data }: RequestContent): MailLayout {
  const forms = formTexts[locale];
  const common = forms.common;
  const m = mailTexts[locale];
  const yesNo: Formatter = (value) => (value === true ? common.yes : common.no);
  switch (formType) {
    case "adoption": {
      return { heading: m.adoption.heading, subject: m.adoption.subject(str(data.dog)), labels: forms.adoption.labels };
    }
    case "sponsorship": {
      const t = m.sponsorship;
      return {
        heading: t.heading,
        subject: t.subject(str(data.dogName)),
        labels: forms.sponsorship.labels,
        format: {
          amount: (value) => t.amount(euros(value, locale)),
          publishName: yesNo,
          source: (value) => (value === "donationsPage" ? t.sources.donationsPage : t.sources.dogPage),
        },
      };
    }
    case "foster_home": {
      return { heading: m.fosterHome.heading, subject: m.fosterHome.subject(str(data.name)), labels: forms.fosterHome.labels };
    }
    case "contact": {
      const dog = str(data.dogName) || undefined;
      return { heading: m.contact.heading, subject: m.contact.subject(str(data.name), dog), labels: forms.contact.labels };
    }
    case "donation": {
      return {
        heading: m.donation.heading,
        subject: m.donation.subject(str(data.purpose), str(data.name)),
        labels: forms.donation.labels,
        format: { amount: euros },
      };
    }
    case "membership": {
      const t = forms.membership;
      const pick =
        (options: Record<string, string | { label: string }>): Formatter =>
        (value) => {
          const option = options[str(value)];
          return typeof option === "object" ? option.label : (option ?? str(value));
        };
      return {
        heading: m.membership.heading,
        subject: m.membership.subject(`${str(data.firstName)} ${str(data.lastName)}`),
        labels: t.labels,
        format: {
          membershipType: pick(t.membershipTypes),
          salutation: pick(t.salutations),
          paymentInterval: pick(t.paymentIntervals),
          birthday: longDate,
          entryDate: longDate,
        },
      };
    }
  }
}

/**
 * Every field of a form with its label in `locale` and its value as the association reads it (amounts in euros,
 * options by their words, dates written out), in the form's order; a field left empty has an empty value. The
 * mail and the workspace's inbox show a request with these.
 */
export function requestFields(content: RequestContent): { field: string; label: string; value: string }[] {
  const layout = layoutOf(content);
  return Object.entries(layout.labels).map(([field, label]) => {
    const value = content.data[field];
    const shown =
      layout.format?.[field]?.(value, content.locale) ??
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a form's other values are numbers and yes/no (its schema)
      (typeof value === "string" ? value : value === undefined ? "" : String(value));
    return { field, label, value: shown };
  });
}

/** One sent field as a mail shows it: its form label and its value in the mail's language ("–" when empty). */
export interface FieldRow {
  label: string;
  value: string;
}

/** Every sent field of a submission, in the form's order: the same rows in the association's mail and the visitor's receipt. */
export const fieldRows = (content: RequestContent): FieldRow[] =>
  requestFields(content).map(({ label, value }) => ({ label, value: value.trim() === "" ? "–" : value }));

/** The rows as plain-text lines; a value of several lines starts below its label. */
export const rowsText = (rows: FieldRow[]) =>
  rows.map(({ label, value }) => (value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`));

const rowBorder = { borderBottom: "1px solid #ddd" };

/** The rows as an HTML table; a value of several lines keeps its line breaks. */
export const FieldTable = ({ rows }: { rows: FieldRow[] }) => (
  <table cellPadding="6" style={{ borderCollapse: "collapse" }}>
    {onLines(
      rows.map(({ label, value }, index) => (
        <tr key={index}>
          <th align="left" valign="top" style={rowBorder}>
            {label}
          </th>
          <td style={rowBorder}>
            <Lines lines={value.split(/\r?\n/)} />
          </td>
        </tr>
      )),
    )}
  </table>
);

/** When a submission arrived, in the association's time zone and the mail's language. */
export const receivedTime = (receivedAt: Date, locale: Locale) => receivedTimeFormat(intlLocale[locale]).format(receivedAt);

export function buildMail(input: MailInput): OutgoingMail {
  const { locale } = input;
  const layout = layoutOf(input);
  const t = mailTexts[locale];
  const received = receivedTime(input.receivedAt, locale);
  const rows = fieldRows(input);

  const text = [
    layout.heading,
    "",
    ...rowsText(rows),
    "",
    `${t.received}: ${received}`,
    `${t.reference}: ${input.submissionId}`,
    "",
    t.replyHint,
  ].join("\n");

  const html = renderMail(
    <MailDocument locale={locale}>
      <h1 style={{ fontSize: 20 }}>{layout.heading}</h1>
      <FieldTable rows={rows} />
      <p style={muted}>
        {t.received}: {received}
        <br />
        {t.reference}: {input.submissionId}
      </p>
      <p style={muted}>{t.replyHint}</p>
    </MailDocument>,
  );

  // Every form asks for the visitor's e-mail address: the association answers there.
  return { to: input.to, replyTo: str(input.data.email), subject: layout.subject, text, html };
}
