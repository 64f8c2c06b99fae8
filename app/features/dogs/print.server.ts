import QRCode from "qrcode";
import { siteConfig } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import type { DogPrintData } from "./components/dog-print";
import { leadParagraphs } from "./description.server";
import { dogImageUrl } from "./images";

/** The printed sheet's text: as many whole paragraphs as fit in 700 characters (one A4 page with picture and code). */
const printedTextLength = 700;

/**
 * The printed sheet of a dog's page. The QR code is SVG made here on the
 * server: the qrcode library never reaches the browser.
 */
export async function dogPrintData(
  locale: Locale,
  dog: { id: string; imageIds: readonly string[]; description: string },
  url: string,
): Promise<DogPrintData> {
  const { shortName, email, phone } = siteConfig.associations[locale];
  const main = dog.imageIds[0];
  return {
    picture: main ? dogImageUrl(dog.id, main, 640, "webp") : null,
    paragraphs: leadParagraphs(dog.description, printedTextLength),
    qrSvg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
    url,
    contact: { name: shortName, email, phone },
  };
}
