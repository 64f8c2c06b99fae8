import { describe, expect, it } from "vitest";
import { dogTexts } from "~/features/dogs/texts";
import { makeSummary } from "../../../tests/support/dog-factory";
import { alertFilterLabel, alertFilterOf, matchesAlertFilter } from "./filter";

describe("alert filters", () => {
  it("takes the list's type and location, and no filter for values the list does not know", () => {
    expect(alertFilterOf("sponsorship", "spain")).toEqual({ dogType: "sponsorship", location: "spain" });
    expect(alertFilterOf("", "")).toEqual({ dogType: "", location: "" });
    expect(alertFilterOf("all", "mars")).toEqual({ dogType: "", location: "" });
    expect(alertFilterOf(null, undefined)).toEqual({ dogType: "", location: "" });
  });

  it("matches dogs by type and location, any when unset", () => {
    const inGermany = makeSummary({ species: "Hunde DE" });
    const inSpain = makeSummary({ species: "Hunde ES" });
    const hospice = makeSummary({ species: "Hunde Hospiz" });
    const any = alertFilterOf("", "");
    expect([inGermany, inSpain, hospice].every((dog) => matchesAlertFilter(dog, any))).toBe(true);
    expect(matchesAlertFilter(inGermany, alertFilterOf("", "germany"))).toBe(true);
    expect(matchesAlertFilter(inSpain, alertFilterOf("", "germany"))).toBe(false);
    expect(matchesAlertFilter(hospice, alertFilterOf("hospice", ""))).toBe(true);
    expect(matchesAlertFilter(inSpain, alertFilterOf("hospice", ""))).toBe(false);
  });

  it("names the filter in words in each language", () => {
    expect(alertFilterLabel(alertFilterOf("", ""), dogTexts.de, "Alle Hunde")).toBe("Alle Hunde");
    expect(alertFilterLabel(alertFilterOf("sponsorship", "spain"), dogTexts.de, "Alle Hunde")).toBe("Patenschaft · Spanien");
    expect(alertFilterLabel(alertFilterOf("adoption", ""), dogTexts.es, "Todos los perros")).toBe("En Adopción");
    expect(alertFilterLabel(alertFilterOf("", "germany"), dogTexts.es, "Todos los perros")).toBe("Alemania");
  });
});
