import { describe, expect, it } from "vitest";
import { plural } from "~/i18n/format";
import { intlLocale } from "~/i18n/locales";
import { dogTexts } from "./texts";

describe("dog list counts", () => {
  const counted = (locale: "de" | "es", n: number) => {
    const { heroCount, results } = dogTexts[locale].list;
    return [plural(intlLocale[locale], n, heroCount), plural(intlLocale[locale], n, results)];
  };

  it.each([
    [0, "0 Schützlinge", "0 protegidos", "0 Hunde gefunden", "0 perros encontrados"],
    [1, "1 Schützling", "1 protegido", "1 Hund gefunden", "1 perro encontrado"],
    [2, "2 Schützlinge", "2 protegidos", "2 Hunde gefunden", "2 perros encontrados"],
    [1000, "1.000 Schützlinge", "1000 protegidos", "1.000 Hunde gefunden", "1000 perros encontrados"],
    [12345, "12.345 Schützlinge", "12.345 protegidos", "12.345 Hunde gefunden", "12.345 perros encontrados"],
  ])("%i → %j / %j, %j / %j", (n, heroDe, heroEs, resultsDe, resultsEs) => {
    expect(counted("de", n)).toEqual([heroDe, resultsDe]);
    expect(counted("es", n)).toEqual([heroEs, resultsEs]);
  });
});
