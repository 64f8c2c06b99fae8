import { describe, expect, it } from "vitest";
import { fillPlaceholders, legalSectionsHtml } from "./legal-html";
import { lines, list, paragraph } from "./legal-document";

describe("a legal text as rich text", () => {
  it("writes each section as a heading with its anchor and its blocks, every text escaped", () => {
    const html = legalSectionsHtml([
      { heading: "Angaben", blocks: [lines("{de.legalName}", "{de.street}"), paragraph("A & B <C>")] },
      { id: "youtube", heading: "Videos", blocks: [list("eins", "zwei")] },
      {
        heading: "Kontakt",
        blocks: [{ kind: "contact", email: "{de.email}", phone: "{de.phone}", labels: { email: "E-Mail", phone: "Telefon" } }],
      },
    ]);
    expect(html).toBe(
      "<h2>Angaben</h2><p><strong>{de.legalName}</strong><br />{de.street}</p><p>A &amp; B &lt;C&gt;</p>\n" +
        '<h2 id="youtube">Videos</h2><ul><li>eins</li><li>zwei</li></ul>\n' +
        '<h2>Kontakt</h2><p>E-Mail: <a href="mailto:{de.email}">{de.email}</a><br />Telefon: <a href="tel:{de.phoneLink}">{de.phone}</a></p>',
    );
  });

  it("fills the association's facts in, escaped, and leaves an unknown placeholder as written", () => {
    const values = {
      "de.email": "info@verein.de",
      "de.phone": "+49 4524 123456",
      "de.phoneLink": "+494524123456",
      "de.legalName": "Hunde & Co",
    };
    expect(fillPlaceholders('<a href="tel:{de.phoneLink}">{de.phone}</a> {de.legalName} {de.nonsense} {count}', values)).toBe(
      '<a href="tel:+494524123456">+49 4524 123456</a> Hunde &amp; Co {de.nonsense} {count}',
    );
  });
});
