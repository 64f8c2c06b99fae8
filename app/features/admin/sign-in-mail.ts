import { escapeHtml } from "~/features/forms/mail";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { workspaceTexts } from "./texts";

/** The mail that carries a sign-in link, in the language of the host it was asked on. */
export function signInMail(locale: Locale, link: string, validMinutes: number) {
  const t = workspaceTexts[locale].mail;
  const body = format(t.body, { siteName: messages[locale].siteName });
  const validity = format(t.validity, { minutes: validMinutes });
  const text = [t.greeting, "", body, "", link, "", validity, "", t.ignore].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f5d63;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>`,
    `<p style="word-break:break-all;color:#555">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#555">${escapeHtml(t.ignore)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: t.subject, text, html };
}
