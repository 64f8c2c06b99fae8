import { describe, expect, it } from "vitest";
import { shareLinks, whatsappShareLink } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("https://example.de/blog/luna-ist-da?x=1&y=2", "Luna ist da: Ankunft & Glück");

  it("passes the encoded page URL to Facebook and LinkedIn", () => {
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.de%2Fblog%2Fluna-ist-da%3Fx%3D1%26y%3D2",
    );
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.de%2Fblog%2Fluna-ist-da%3Fx%3D1%26y%3D2",
    );
  });

  it("passes URL and title to Twitter", () => {
    expect(links.twitter).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.de%2Fblog%2Fluna-ist-da%3Fx%3D1%26y%3D2&text=Luna%20ist%20da%3A%20Ankunft%20%26%20Gl%C3%BCck",
    );
  });

  it("writes a mail with the title as subject and the URL as body", () => {
    expect(links.email).toBe(
      "mailto:?subject=Luna%20ist%20da%3A%20Ankunft%20%26%20Gl%C3%BCck&body=https%3A%2F%2Fexample.de%2Fblog%2Fluna-ist-da%3Fx%3D1%26y%3D2",
    );
  });
});

describe("whatsappShareLink", () => {
  it("lets the visitor choose a contact for the text followed by the URL", () => {
    expect(whatsappShareLink("https://example.de/hunde/bello-a0b00001", "Bello sucht ein Zuhause:")).toBe(
      "https://wa.me/?text=Bello%20sucht%20ein%20Zuhause%3A%20https%3A%2F%2Fexample.de%2Fhunde%2Fbello-a0b00001",
    );
  });
});
