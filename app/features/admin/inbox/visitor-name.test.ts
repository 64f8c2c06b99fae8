import { describe, expect, it } from "vitest";
import { visitorName } from "./visitor-name";

describe("visitorName", () => {
  it("takes the form's name field, whichever form it is", () => {
    expect(visitorName({ name: "Jürgen Groß", email: "j@example.org" })).toBe("Jürgen Groß");
    expect(visitorName({ yourName: "Ana Pérez" })).toBe("Ana Pérez");
    expect(visitorName({ firstName: "Maria", lastName: "Muñoz" })).toBe("Maria Muñoz");
    expect(visitorName({ firstName: "Maria" })).toBe("Maria");
  });

  it("is empty when the request names nobody", () => {
    expect(visitorName({ email: "x@example.org", name: 42 })).toBe("");
  });
});
