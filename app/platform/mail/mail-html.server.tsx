import { Children, Fragment, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "~/i18n/locales";

// Mail clients still read the table attributes of HTML 4 that React's types do not list.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ThHTMLAttributes<T> {
    valign?: "top" | "middle" | "bottom" | "baseline";
  }
}

/** A mail's HTML part: React escapes every text and attribute; the document type is not React's to write. */
export const renderMail = (mail: ReactElement) => `<!doctype html>${renderToStaticMarkup(mail)}`;

/** The frame every mail shares: its language and font, each block of the body on a line of its own. */
export function MailDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale}>
      <body style={{ fontFamily: "sans-serif", lineHeight: 1.5 }}>{onLines(children)}</body>
    </html>
  );
}

/** The grey of secondary lines (a reference, a hint), and the small print below a mail. */
export const muted = { color: "#555" };
export const smallPrint = { ...muted, fontSize: 13 };

/** Lines of text with a line break between them. */
export const Lines = ({ lines }: { lines: readonly string[] }) =>
  lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

/** Blocks each on a line of their own, which keeps a mail's source readable. */
export const onLines = (blocks: ReactNode) => [...Children.toArray(blocks).flatMap((block) => ["\n", block]), "\n"];
