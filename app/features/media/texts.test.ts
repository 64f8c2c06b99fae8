import { describe, expect, it } from "vitest";
import { pictureRefusalText } from "./texts";

describe("pictureRefusalText", () => {
  it("names the limits in both languages", () => {
    expect(pictureRefusalText("de", "too-large")).toBe(
      "Dieses Bild ist zu groß (höchstens 20 MB). Bitte lade eine kleinere Fassung hoch: Beim Teilen vom Handy kannst du oft eine kleinere Größe wählen.",
    );
    expect(pictureRefusalText("es", "too-large")).toBe(
      "Esta imagen es demasiado grande (máximo 20 MB). Sube una versión más pequeña: al compartir desde el móvil, a menudo puedes elegir un tamaño menor.",
    );
    expect(pictureRefusalText("de", "too-many-pixels")).toContain("(höchstens 120 Megapixel)");
    expect(pictureRefusalText("es", "too-many-pixels")).toContain("(máximo 120 megapíxeles)");
  });

  it("tells an iPhone user what to do with a HEIC photo", () => {
    expect(pictureRefusalText("de", "heic")).toContain("Einstellungen › Kamera › Formate „Maximale Kompatibilität“");
    expect(pictureRefusalText("es", "heic")).toContain("«Más compatible» en Ajustes › Cámara › Formatos");
  });
});
