import { describe, expect, it } from "vitest";
import { descriptionText, leadParagraphs, sanitizeDescription } from "./description.server";

describe("sanitizeDescription", () => {
  it("keeps the basic tags with the allowed attributes", () => {
    const html =
      '<h2 id="a" class="b">Titel</h2><p>Text <strong>fett</strong> <em>kursiv</em> <b>b</b> <i>i</i> <u>u</u><br></p>' +
      "<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><pre><code>code</code></pre>" +
      "<table><thead><tr><th>K</th></tr></thead><tbody><tr><td>W</td></tr></tbody></table>" +
      '<a href="https://example.org" title="t" target="_self" rel="nofollow">Link</a>' +
      '<img src="https://office.example/vermittlungstiere/d1/images/i1/500x500" alt="x" width="10" height="20">';
    expect(sanitizeDescription(html)).toBe(
      html
        .replace('id="a" class="b"', 'id="description-a" class="description-b"')
        .replace("<br>", "<br />")
        .replace("https://office.example/vermittlungstiere/d1/images/i1/500x500", "/images/dogs/d1/i1/640.webp")
        .replace('height="20">', 'height="20" loading="lazy" />'),
    );
  });

  it("scopes classes and ids: a description borrows none of the site's own; its own links to them follow", () => {
    expect(
      sanitizeDescription('<p class="fixed  inset-0 z-50" id="main-content">x</p><a href="#main-content">hin</a><a href="#">oben</a>'),
    ).toBe(
      '<p class="description-fixed description-inset-0 description-z-50" id="description-main-content">x</p>' +
        '<a href="#description-main-content">hin</a><a href="#">oben</a>',
    );
  });

  it("drops scripts, styles, event handlers, data attributes and other tags", () => {
    expect(sanitizeDescription('<p onclick="x()" data-id="1" style="color:red">Hallo</p><script>alert(1)</script>')).toBe("<p>Hallo</p>");
    expect(sanitizeDescription("<div><span>Text</span></div><iframe src='https://x'></iframe><style>p{}</style>")).toBe("Text");
    expect(sanitizeDescription('<form><input value="x"></form>')).toBe("");
  });

  it("drops dangerous URLs", () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeDescription('<p><img src="data:image/png;base64,AAAA"></p>')).toBe("<p></p>");
    expect(sanitizeDescription('<a href="mailto:info@example.org">m</a>')).toBe('<a href="mailto:info@example.org">m</a>');
  });

  it("gives every image an alt text, empty when the source has none, and lets it load lazily", () => {
    expect(sanitizeDescription('<p><img src="https://office.example/vermittlungstiere/d1/images/i1/500x500"></p>')).toBe(
      '<p><img src="/images/dogs/d1/i1/640.webp" alt="" loading="lazy" /></p>',
    );
    expect(sanitizeDescription('<img src="https://o.example/vermittlungstiere/d1/images/i2/1000x1000" alt="Bello" loading="eager">')).toBe(
      '<img src="/images/dogs/d1/i2/640.webp" alt="Bello" loading="lazy" />',
    );
  });

  it("shows pet-office pictures through our image route and drops pictures of other hosts, which the CSP would block", () => {
    expect(sanitizeDescription('<p>a<img src="https://example.org/a.jpg">b<img src="/c.jpg" alt="c"></p>')).toBe("<p>ab</p>");
    expect(sanitizeDescription('<img src="//office.example/vermittlungstiere/d1/images/i1/500x500" width="500">')).toBe(
      '<img src="/images/dogs/d1/i1/640.webp" width="500" alt="" loading="lazy" />',
    );
  });

  it("makes a link that opens a new tab unable to reach its opener", () => {
    expect(sanitizeDescription('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("descriptionText", () => {
  it("is the text without tags, entities decoded, blocks separated, whitespace collapsed", () => {
    expect(descriptionText("<h2>Hallo</h2><p>Ich bin&nbsp;<strong>Bello</strong> &amp; lieb.</p><p>Zweiter&#33; &#x263A;</p>")).toBe(
      "Hallo Ich bin Bello & lieb. Zweiter! ☺",
    );
    expect(descriptionText("eins<br>zwei")).toBe("eins zwei");
    expect(descriptionText("")).toBe("");
  });
});

describe("leadParagraphs", () => {
  it("gives the first whole paragraphs that fit, as plain text", () => {
    const html = "<h2>Bello</h2><p>Ein <strong>lieber</strong> Rüde.</p><p>Er mag Kinder.</p><p>Dieser Absatz passt nicht mehr hinein.</p>";
    expect(leadParagraphs(html, 40)).toEqual(["Bello", "Ein lieber Rüde.", "Er mag Kinder."]);
  });

  it("splits paragraphs written with two line breaks", () => {
    expect(leadParagraphs("Erster Absatz<br><br>Zweiter Absatz", 100)).toEqual(["Erster Absatz", "Zweiter Absatz"]);
  });

  it("cuts a first paragraph that alone is too long on a word boundary", () => {
    expect(leadParagraphs("<p>Ein sehr langer erster Absatz über einen Hund</p><p>Zweiter</p>", 24)).toEqual(["Ein sehr langer erster…"]);
  });

  it("is empty for an empty description", () => {
    expect(leadParagraphs("", 100)).toEqual([]);
  });
});
