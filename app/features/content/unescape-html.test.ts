import { describe, expect, it } from "vitest";
import { unescapeHtml } from "./unescape-html";

describe("unescapeHtml", () => {
  it("unescapes angle brackets, quotes and ampersands once", () => {
    expect(unescapeHtml("&lt;p title=&quot;a&quot;&gt;Hund &amp; Katze&lt;/p&gt;")).toBe('<p title="a">Hund & Katze</p>');
    expect(unescapeHtml("it&#39;s &#x27;ok&#X27;")).toBe("it's 'ok'");
    expect(unescapeHtml("&amp;lt;script&amp;gt;")).toBe("&lt;script&gt;");
  });

  it("leaves plain HTML as it is", () => {
    expect(unescapeHtml('<h2>Titel</h2><p class="x">Text</p>')).toBe('<h2>Titel</h2><p class="x">Text</p>');
  });
});
