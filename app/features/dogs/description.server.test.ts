import { describe, expect, it } from "vitest";
import { descriptionText, sanitizeDescription } from "./description.server";

describe("sanitizeDescription", () => {
  it("keeps the basic tags with the allowed attributes", () => {
    const html =
      '<h2 id="a" class="b">Titel</h2><p>Text <strong>fett</strong> <em>kursiv</em> <b>b</b> <i>i</i> <u>u</u><br></p>' +
      "<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><pre><code>code</code></pre>" +
      "<table><thead><tr><th>K</th></tr></thead><tbody><tr><td>W</td></tr></tbody></table>" +
      '<a href="https://example.org" title="t" target="_self" rel="nofollow">Link</a><img src="https://example.org/x.jpg" alt="x" width="10" height="20">';
    expect(sanitizeDescription(html)).toBe(html.replace("<br>", "<br />").replace('height="20">', 'height="20" loading="lazy" />'));
  });

  it("drops scripts, styles, event handlers, data attributes and other tags", () => {
    expect(sanitizeDescription('<p onclick="x()" data-id="1" style="color:red">Hallo</p><script>alert(1)</script>')).toBe("<p>Hallo</p>");
    expect(sanitizeDescription("<div><span>Text</span></div><iframe src='https://x'></iframe><style>p{}</style>")).toBe("Text");
    expect(sanitizeDescription('<form><input value="x"></form>')).toBe("");
  });

  it("drops dangerous URLs", () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeDescription('<img src="data:image/png;base64,AAAA">')).toBe('<img alt="" loading="lazy" />');
    expect(sanitizeDescription('<a href="mailto:info@example.org">m</a>')).toBe('<a href="mailto:info@example.org">m</a>');
  });

  it("gives every image an alt text, empty when the source has none, and lets it load lazily", () => {
    expect(sanitizeDescription('<p><img src="https://example.org/a.jpg"></p>')).toBe(
      '<p><img src="https://example.org/a.jpg" alt="" loading="lazy" /></p>',
    );
    expect(sanitizeDescription('<img src="/b.jpg" alt="Bello im Garten" loading="eager">')).toBe(
      '<img src="/b.jpg" alt="Bello im Garten" loading="lazy" />',
    );
    expect(sanitizeDescription('<img alt="" src="/c.jpg">')).toBe('<img alt="" src="/c.jpg" loading="lazy" />');
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
