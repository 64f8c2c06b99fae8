import QRCode from "qrcode";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siteSettings } from "~/platform/settings/current";
import { displayPhone } from "~/platform/settings/display.server";
import type { Locale } from "~/i18n/locales";
import { type DogPrintData, DogPrintSheet } from "./components/dog-print";
import { leadParagraphs } from "./description.server";
import { dogImageUrl } from "./images";
import type { DogDetailTexts, DogTexts } from "./texts";
import type { DogSummary } from "./types";

/** The printed sheet's text: as many whole paragraphs as fit in 700 characters (one A4 page with picture and code). */
const printedTextLength = 700;

/**
 * The printed sheet of a dog's page as markup, the contents of its `.dog-print` box: it has nothing to do in the
 * browser but be printed, so its code stays here (docs/decisions/0028-less-javascript-first-visit.md).
 */
export async function dogPrintSheet(
  locale: Locale,
  dog: DogSummary,
  source: { id: string; imageIds: readonly string[]; description: string },
  url: string,
  texts: DogTexts,
  detailTexts: DogDetailTexts,
): Promise<string> {
  const sheet = await dogPrintData(locale, source, url);
  return renderToStaticMarkup(createElement(DogPrintSheet, { dog, sheet, texts, detailTexts }));
}

/**
 * What the printed sheet shows besides the dog's summary. The QR code is SVG made here on the
 * server: the qrcode library never reaches the browser.
 */
async function dogPrintData(
  locale: Locale,
  dog: { id: string; imageIds: readonly string[]; description: string },
  url: string,
): Promise<DogPrintData> {
  const { shortName, email, phone } = siteSettings().associations[locale];
  const main = dog.imageIds[0];
  return {
    picture: main ? dogImageUrl(dog.id, main, 640, "webp") : null,
    paragraphs: leadParagraphs(dog.description, printedTextLength),
    qrSvg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
    url,
    contact: { name: shortName, email, phone: displayPhone(phone) },
  };
}
