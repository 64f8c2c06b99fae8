import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { MailDocument, muted, renderMail } from "~/platform/mail/mail-html.server";
import { signInMailTexts } from "./sign-in-texts";

const buttonStyle = {
  display: "inline-block",
  padding: "10px 18px",
  background: "#0f5d63",
  color: "#fff",
  borderRadius: 6,
  textDecoration: "none",
  fontWeight: "bold",
};

/** The mail that carries a sign-in link, in the language of the host it was asked on. */
export function signInMail(locale: Locale, link: string, validMinutes: number) {
  const t = signInMailTexts[locale];
  const body = format(t.body, { siteName: messages[locale].siteName });
  const validity = format(t.validity, { minutes: validMinutes });
  const text = [t.greeting, "", body, "", link, "", validity, "", t.ignore].join("\n");
  const html = renderMail(
    <MailDocument locale={locale}>
      <p>{t.greeting}</p>
      <p>{body}</p>
      <p>
        <a href={link} style={buttonStyle}>
          {t.button}
        </a>
      </p>
      <p style={{ wordBreak: "break-all", ...muted }}>{link}</p>
      <p>{validity}</p>
      <p style={muted}>{t.ignore}</p>
    </MailDocument>,
  );
  return { subject: t.subject, text, html };
}
