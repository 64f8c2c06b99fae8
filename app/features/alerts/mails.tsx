import type { Locale } from "~/i18n/locales";
import { MailDocument, renderMail, smallPrint } from "~/platform/mail/mail-html.server";
import { alertMailTexts } from "./texts";

/**
 * The mails of the new-dog alerts, in the subscriber's language, every link on the host they subscribed on:
 * the confirmation (double opt-in) and the alert listing new dogs, whose unsubscribe link is also given in
 * the RFC 8058 headers so that a mail client offers one-click unsubscribing.
 */

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export function confirmationMail(input: { to: string; locale: Locale; filterLabel: string; confirmUrl: string }): AlertMail {
  const t = alertMailTexts[input.locale];
  const body = t.confirmBody(input.filterLabel);
  const text = [body, "", input.confirmUrl, "", t.confirmHint, "", t.notYou].join("\n");
  const html = renderMail(
    <MailDocument locale={input.locale}>
      {paragraphs(body)}
      <p>
        <a href={input.confirmUrl}>{t.confirmButton}</a>
      </p>
      <p>{t.confirmHint}</p>
      <p style={smallPrint}>{t.notYou}</p>
    </MailDocument>,
  );
  return { to: input.to, subject: t.confirmSubject, text, html };
}

/** A dog as an alert shows it: absolute links on the subscriber's host. */
export interface AnnouncedDog {
  name: string;
  headline: string;
  url: string;
  /** The main picture, or undefined when the dog has none. */
  imageUrl: string | undefined;
}

export interface AlertMailInput {
  to: string;
  locale: Locale;
  filterLabel: string;
  dogs: readonly AnnouncedDog[];
  unsubscribeUrl: string;
}

export function alertMail(input: AlertMailInput): AlertMail {
  const t = alertMailTexts[input.locale];
  const [first] = input.dogs;
  const subject = t.alertSubject(input.dogs.length, first?.name ?? "");
  const intro = t.alertIntro(input.filterLabel);
  const text = [
    intro,
    "",
    ...input.dogs.flatMap((dog) => [dog.name, ...(dog.headline ? [dog.headline] : []), dog.url, ""]),
    t.unsubscribe,
    input.unsubscribeUrl,
  ].join("\n");
  const html = renderMail(
    <MailDocument locale={input.locale}>
      {paragraphs(intro)}
      {input.dogs.map((dog) => (
        <Dog key={dog.url} dog={dog} moreLink={t.alertLink} />
      ))}
      <p style={smallPrint}>
        {t.unsubscribe} <a href={input.unsubscribeUrl}>{input.unsubscribeUrl}</a>
      </p>
    </MailDocument>,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    // Only the HTTPS link: a mailto: address would need someone to read the requests by hand.
    headers: { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A text's paragraphs, which are separated by an empty line. */
const paragraphs = (text: string) => text.split("\n\n").map((paragraph, index) => <p key={index}>{paragraph}</p>);

/** One dog of an alert: its picture when it has one, its name, headline and link. */
function Dog({ dog, moreLink }: { dog: AnnouncedDog; moreLink: string }) {
  return (
    <div style={{ margin: "16px 0" }}>
      {dog.imageUrl && (
        <a href={dog.url}>
          {/* Lazy, or React adds a preload link for the picture to the mail's head. */}
          <img src={dog.imageUrl} alt={dog.name} width="160" height="160" style={{ borderRadius: 8 }} loading="lazy" />
        </a>
      )}
      <h2 style={{ fontSize: 18, margin: "8px 0 4px" }}>
        <a href={dog.url}>{dog.name}</a>
      </h2>
      {dog.headline && <p style={{ margin: 0 }}>{dog.headline}</p>}
      <p style={{ margin: "4px 0" }}>
        <a href={dog.url}>{moreLink}</a>
      </p>
    </div>
  );
}
