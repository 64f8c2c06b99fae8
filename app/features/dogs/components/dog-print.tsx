import { format } from "~/i18n/format";
import { locationText } from "../location-text";
import type { DogDetailTexts, DogTexts } from "../texts";
import type { DogSummary } from "../types";
import { DogStatusLabel, DogTypeBadges } from "./dog-badges";

/** What the printed sheet shows besides the dog's summary (print.server.ts). */
export interface DogPrintData {
  /** The main picture, null when the dog has none. */
  picture: string | null;
  /** The description's first paragraphs, plain text. */
  paragraphs: readonly string[];
  /** A QR code of the dog's page as SVG markup (made on the server). */
  qrSvg: string;
  /** The dog's page, printed under the code. */
  url: string;
  contact: { name: string; email: string; phone: string };
}

/**
 * The sheet for notice boards at vets and events, printed instead of the page
 * (dog-print.css): main picture, name, badges, location and status, the
 * description's first paragraphs, the association's contact and a QR code to
 * the dog's page. Hidden on screen; the picture loads only when printing.
 *
 * The sheet's contents, inside the page's `.dog-print` box: made into markup on the server (print.server.ts) and
 * shown as such by the dog's page, so that no code of the sheet reaches the browser (decision 28).
 */
export function DogPrintSheet({
  dog,
  sheet,
  texts: t,
  detailTexts: d,
}: {
  dog: DogSummary;
  sheet: DogPrintData;
  texts: DogTexts;
  detailTexts: DogDetailTexts;
}) {
  return (
    <>
      {sheet.picture ? <img className="dog-print-picture" src={sheet.picture} alt="" loading="lazy" /> : null}
      <p className="dog-print-name">{dog.title}</p>
      <div className="dog-print-facts">
        <DogTypeBadges types={dog.types} labels={t.types} />
        <DogStatusLabel status={dog.status} labels={t.status} />
        <span>{locationText(t, dog.location, dog.detail)}</span>
      </div>
      <div className="dog-print-text">
        {sheet.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="dog-print-footer">
        <div>
          <p className="font-bold">{format(d.print.interested, { name: dog.title })}</p>
          <p>{sheet.contact.name}</p>
          <p>{sheet.contact.email}</p>
          <p>{sheet.contact.phone}</p>
          <p className="mt-2 break-all">{sheet.url}</p>
        </div>
        {/* Made on the server by the qrcode library from the page's address: markup of our own. */}
        <div className="dog-print-qr" data-testid="dog-print-qr" dangerouslySetInnerHTML={{ __html: sheet.qrSvg }} />
      </div>
    </>
  );
}
