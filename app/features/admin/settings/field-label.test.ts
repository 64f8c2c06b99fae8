import { describe, expect, it } from "vitest";
import { settingsFields } from "~/platform/settings/fields";
import { settingsFieldLabel, settingsPathLabel } from "./field-label";
import { settingsTexts } from "./texts";

describe("a settings field's label", () => {
  it("names every field of the form in both languages", () => {
    for (const texts of Object.values(settingsTexts)) {
      const labels = settingsFields.map((field) => settingsFieldLabel(field, texts));
      expect(labels.filter((label) => !label || label.includes("undefined") || label.includes("{"))).toEqual([]);
    }
  });

  it("names slots by their number, shelters by their name", () => {
    const de = settingsTexts.de;
    expect(settingsFieldLabel({ name: "platform2Url" }, de)).toBe("Plattform 2: Adresse");
    expect(settingsFieldLabel({ name: "video3TitleEs" }, de)).toBe("Video 3: Titel (Spanien)");
    expect(settingsFieldLabel({ name: "residenciaMonikaCity" }, settingsTexts.es)).toBe("Residencia Monika: Localidad");
    expect(settingsFieldLabel({ name: "ibanEs" }, de)).toBe("IBAN");
  });

  it("names a changed value in the history with its country", () => {
    expect(settingsPathLabel("bank.de.iban", settingsTexts.de)).toBe("IBAN (Deutschland)");
    expect(settingsPathLabel("associations.es.phone", settingsTexts.es)).toBe("Teléfono (España)");
    expect(settingsPathLabel("social.facebook", settingsTexts.de)).toBe("Facebook-Seite");
    expect(settingsPathLabel("adoptionPlatforms", settingsTexts.de)).toBe("Adoptionsplattformen");
  });
});
