import { describe, expect, it } from "vitest";
import { textsFor } from "~/i18n/texts.server";
import { makeSummary } from "../../../tests/support/dog-factory";
import { dogProfileMarkup } from "./dog-profile.server";
import type { DogSummary } from "./types";

const summary = (fields: Partial<DogSummary>): DogSummary => ({ ...makeSummary(), ...fields });
const de = textsFor("de", "dogs", "dogDetail");
const es = textsFor("es", "dogs", "dogDetail");
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, text = ""]) => [href, text.replace(/<svg.*?<\/svg>/, "")]);

describe("a dog's profile as server markup", () => {
  it("names the place and links its info page in the page's language, with the status line", () => {
    const dog = summary({ title: "Luna", location: "spain", detail: "finca", status: "available" });
    const html = dogProfileMarkup("de", dog, null, de.dogs, de.dogDetail);
    expect(html).toContain('<dd class="flex items-center gap-1" data-testid="dog-location">');
    expect(html).toContain("Spanien (Finca Chaos)</dd>");
    expect(html).toContain('<dd data-testid="dog-status">Verfügbar</dd>');
    expect(links(html)).toEqual([["/finca-chaos", "Mehr über die Finca Chaos"]]);
    expect(links(dogProfileMarkup("es", dog, null, es.dogs, es.dogDetail))).toEqual([["/finca-chaos", "Más sobre la Finca Chaos"]]);
  });

  it("adds the quick enquiry it is given, in a new tab", () => {
    const dog = summary({ title: "Luna", location: "germany", detail: "none", status: "reserved" });
    const html = dogProfileMarkup("de", dog, "https://wa.me/491?text=Luna", de.dogs, de.dogDetail);
    expect(links(html)).toEqual([["https://wa.me/491?text=Luna", "Schnellanfrage per WhatsApp"]]);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("gives a hospice dog the hospice block with its page and no status line", () => {
    const dog = summary({
      title: "Opa Tomás",
      types: { adoption: false, sponsorship: false, hospice: true },
      detail: "hospice",
      status: "hidden",
    });
    const html = dogProfileMarkup("es", dog, null, es.dogs, es.dogDetail);
    expect(html).not.toContain("dog-status");
    expect(html).toContain('<h2 id="dog-hospice-title"');
    expect(links(html)).toEqual([
      ["/hospicio", "Más sobre nuestro hospicio"],
      ["/hospicio", "Ir al hospicio"],
    ]);
  });
});
