import { describe, expect, it } from "vitest";
import { linkStuffingReason } from "./link-stuffing";

const person = {
  name: "Ana García",
  email: "ana@www.example.org",
  phone: "+34 612 345 678",
  message: "Hola, me gustaría conocer a Bruno. Aquí tenéis fotos de nuestro jardín: https://photos.example.org/album/1",
};

describe("linkStuffingReason", () => {
  it("lets a person's request with a link or two through", () => {
    expect(linkStuffingReason(person)).toBeUndefined();
    expect(linkStuffingReason({ ...person, facebookUsername: "https://facebook.com/ana.garcia" })).toBeUndefined();
  });

  it("counts no link in an e-mail address or in text without a web address", () => {
    expect(linkStuffingReason({ ...person, message: "Schreibt mir an ana@example.org oder ruft an: 0170 1234567." })).toBeUndefined();
  });

  it("catches three links or more in the texts together", () => {
    const links = "Best deals: https://a.example.com http://b.example.com/x";
    expect(linkStuffingReason({ ...person, message: links, experience: "see www.c.example.com" })).toBe("links");
    expect(linkStuffingReason({ ...person, message: "HTTPS://A.EXAMPLE www.b.example https://c.example" })).toBe("links");
  });

  it("catches a link in a name field", () => {
    expect(linkStuffingReason({ ...person, name: "Cheap meds www.pills.example" })).toBe("linkInName");
    expect(linkStuffingReason({ firstName: "Ana", lastName: "https://spam.example" })).toBe("linkInName");
    expect(linkStuffingReason({ yourName: "http://x.example", email: "x@example.org" })).toBe("linkInName");
  });

  it("ignores values that are no text", () => {
    expect(linkStuffingReason({ amount: 25, privacyAccepted: true, name: "Ana" })).toBeUndefined();
  });
});
