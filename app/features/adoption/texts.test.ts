import { describe, expect, it } from "vitest";
import { adoptionTexts } from "./texts";

/** All text of a message tree. */
const text = (messages: unknown) => JSON.stringify(messages);

describe("adoption process texts", () => {
  it("has the 7 steps, German and Spanish differing in steps 5 and 6", () => {
    expect(adoptionTexts.de.process.title).toBe("Der Adoptionsablauf in 7 Schritten");
    expect(adoptionTexts.de.process.steps.map((step) => step.title)).toEqual([
      "Hund aussuchen",
      "Erster Kontakt",
      "Vorkontrolle und Kennenlernen",
      "Schutzvertrag und Schutzgebühr",
      "Vorbereitung der Ausreise",
      "Transporttag und Ankunft",
      "Übergabe und Nachbetreuung",
    ]);
    expect(adoptionTexts.es.process.steps.map((step) => step.title)).toEqual([
      "Elige a tu perro",
      "Primer contacto",
      "Control previo y conocernos",
      "Contrato de protección y cuota",
      "Visita y recogida",
      "El gran día",
      "Entrega y seguimiento",
    ]);
  });

  it("states fees, durations, handover points and the pet registry, German and Spanish each their own", () => {
    const german = text(adoptionTexts.de.process);
    for (const fact of ["490 €", "340 €", "2-4 Wochen", "ca. 1-1,5 Tage", "Haustierregister"]) expect(german).toContain(fact);
    for (const point of ["Freiburg", "Karlsruhe", "Frankfurt", "Köln", "Dortmund", "Hannover", "Seevetal bei Hamburg", "Berlin"]) {
      expect(adoptionTexts.de.process.steps[5]!.text).toContain(point);
    }
    const spanish = text(adoptionTexts.es);
    expect(spanish).toContain("340 €");
    expect(spanish).toContain("1-2 semanas");
    expect(spanish).not.toContain("490");
    expect(spanish).not.toContain("Seevetal");
  });
});

describe("adoption transparency texts", () => {
  it("lists the animal-welfare-compliant transport in German only", () => {
    expect(adoptionTexts.de.transparency.items).toHaveLength(5);
    expect(adoptionTexts.de.transparency.items).toContain("Tierschutzgerechter Transport");
    expect(adoptionTexts.es.transparency.items).toHaveLength(4);
    expect(adoptionTexts.es.transparency.note).toBe("Los cachorros y perros jóvenes se entregan sin esterilizar.");
  });
});
