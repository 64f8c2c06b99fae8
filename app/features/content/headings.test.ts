import { describe, expect, it } from "vitest";
import { normaliseHeadings } from "./headings";

const levels = (html: string) => [...normaliseHeadings(html).matchAll(/<h(\d)[^>]*>(.*?)<\/h(\d)>/g)].map((m) => `${m[1]}${m[2]}${m[3]}`);

describe("normaliseHeadings", () => {
  it("starts the body's headings at h2 under the page's h1", () => {
    expect(normaliseHeadings('<h3 id="a">Zwischen</h3><p>Text</p><h3>Noch eine</h3>')).toBe(
      '<h2 id="a">Zwischen</h2><p>Text</p><h2>Noch eine</h2>',
    );
    expect(levels("<h1>a</h1><h2>b</h2>")).toEqual(["2a2", "3b3"]);
  });

  it("skips no level, and siblings stay siblings", () => {
    expect(levels("<h2>a</h2><h4>b</h4><h4>c</h4><h2>d</h2><h3>e</h3>")).toEqual(["2a2", "3b3", "3c3", "2d2", "3e3"]);
    // A subheading before the first heading stands directly under the title.
    expect(levels("<h3>a</h3><h2>b</h2><h3>c</h3>")).toEqual(["2a2", "2b2", "3c3"]);
  });

  it("leaves a body in order as it is", () => {
    const html = "<h2>Ruhe</h2><p>x</p><h3>Abends</h3><h2>Routinen</h2>";
    expect(normaliseHeadings(html)).toBe(html);
    expect(normaliseHeadings("<p>Kein Titel, <b>h3</b></p>")).toBe("<p>Kein Titel, <b>h3</b></p>");
  });

  it("goes no deeper than h6", () => {
    expect(levels("<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>")).toEqual(["2a2", "3b3", "4c4", "5d5", "6e6", "6f6"]);
  });
});
