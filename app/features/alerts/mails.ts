import { escapeHtml } from "~/features/forms/mail";
import type { Locale } from "~/i18n/locales";
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
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...body.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(input.confirmUrl)}">${escapeHtml(t.confirmButton)}</a></p>`,
    `<p>${escapeHtml(t.confirmHint)}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou)}</p>`,
    `</body></html>`,
  ].join("\n");
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
  const dogHtml = (dog: AnnouncedDog) =>
    [
      `<div style="margin:16px 0">`,
      dog.imageUrl
        ? `<a href="${escapeHtml(dog.url)}"><img src="${escapeHtml(dog.imageUrl)}" alt="${escapeHtml(dog.name)}" width="160" height="160" style="border-radius:8px"></a>`
        : "",
      `<h2 style="font-size:18px;margin:8px 0 4px"><a href="${escapeHtml(dog.url)}">${escapeHtml(dog.name)}</a></h2>`,
      dog.headline ? `<p style="margin:0">${escapeHtml(dog.headline)}</p>` : "",
      `<p style="margin:4px 0"><a href="${escapeHtml(dog.url)}">${escapeHtml(t.alertLink)}</a></p>`,
      `</div>`,
    ].join("");
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...intro.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...input.dogs.map(dogHtml),
    `<p style="color:#555;font-size:13px">${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p>`,
    `</body></html>`,
  ].join("\n");
  return {
    to: input.to,
    subject,
    text,
    html,
    // Only the HTTPS link: a mailto: address would need someone to read the requests by hand.
    headers: { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
