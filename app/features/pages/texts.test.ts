import { describe, expect, it } from "vitest";
import { firstTeam } from "~/features/team/first-team";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { format, plural } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import { aboutTexts } from "./about/texts";
import { donationsTexts } from "./donations/texts";
import { fosterHomeTexts } from "./foster-home/texts";
import { homeTexts } from "./home/texts";
import { hospiceTexts } from "./hospice/texts";
import { membershipTexts } from "./membership/texts";
import { sharedPageTexts } from "./shared/texts";
import { fincaChaosTexts } from "./shelters/finca-chaos-texts";
import { residenciaMonikaTexts } from "./shelters/residencia-monika-texts";

/** All text of a content module (functions left out). */
const text = (content: unknown) => JSON.stringify(content);

describe("home page content", () => {
  it("has the hero, six reasons and three ways to help", () => {
    expect(homeTexts.de.hero.badge).toBe("Seit 2013 • 2.900+ gerettete Hunde");
    expect(homeTexts.es.hero.badge).toBe("Desde 2013 • 2.900+ perros rescatados");
    expect(homeTexts.de.hero.title).toBe("Adoptiere einen Straßenhund aus Spanien");
    expect(homeTexts.es.hero.title).toBe("Adopta un perro callejero de España");
    for (const locale of locales) {
      expect(homeTexts[locale].whyUs.cards).toHaveLength(6);
      expect(homeTexts[locale].help.cards).toHaveLength(3);
    }
    expect(homeTexts.de.whyUs.intro).toContain("über 150");
    expect(homeTexts.es.whyUs.intro).toContain("más de 150");
  });

  it("names the three calls to action", () => {
    expect(sharedPageTexts.de.callsToAction).toEqual({
      viewDogs: "Hunde ansehen",
      becomeFosterHome: "Pflegestelle werden",
      donateNow: "Jetzt spenden",
    });
    expect(sharedPageTexts.es.callsToAction).toEqual({
      viewDogs: "Ver perros",
      becomeFosterHome: "Ser casa de acogida",
      donateNow: "Donar ahora",
    });
  });
});

describe("foster-home, donations, membership and about content", () => {
  it.each(locales)("has as many benefits, steps, questions, areas, groups and values as the pages show, in %s", (locale) => {
    expect(fosterHomeTexts[locale].why.benefits).toHaveLength(3);
    expect(fosterHomeTexts[locale].steps.items).toHaveLength(5);
    expect(fosterHomeTexts[locale].faq.items).toHaveLength(7);
    expect(donationsTexts[locale].funded.areas).toHaveLength(4);
    expect(donationsTexts[locale].teaming.groups).toHaveLength(2);
    expect(membershipTexts[locale].contribution.benefits).toHaveLength(3);
    expect(membershipTexts[locale].steps.items).toHaveLength(3);
    expect(membershipTexts[locale].faq.items).toHaveLength(5);
    expect(aboutTexts[locale].values.items).toHaveLength(4);
  });

  it("shows the tax-receipt note in German only", () => {
    expect(sharedPageTexts.de.donation.taxNote.join(" ")).toContain("300 €");
    expect(sharedPageTexts.es.donation.taxNote).toEqual([]);
  });

  it("states the amounts and payment intervals", () => {
    expect(text(fosterHomeTexts.de)).toContain("4 bis 6 Wochen");
    expect(text(fosterHomeTexts.es)).toContain("4 a 6 semanas");
    expect(text(donationsTexts.de)).toMatch(/ab 1 € im Monat/i);
    expect(text(donationsTexts.de)).toMatch(/ab 10 € im Monat/i);
    expect(text(donationsTexts.es)).toContain("desde 10 € al mes");
    expect(text(membershipTexts.de)).toMatch(/ab 5 € im Monat/i);
    expect(text(membershipTexts.es)).toMatch(/desde 5 € al mes/i);
    expect(text(membershipTexts.de.faq)).toContain(
      "monatlich (12-mal im Jahr), vierteljährlich (4-mal), halbjährlich (2-mal) oder jährlich (1-mal)",
    );
    expect(text(membershipTexts.es.faq)).toContain("mensual (12 veces al año), trimestral (4 veces), semestral (2 veces) o anual (1 vez)");
    expect(membershipTexts.de.offer.price).toBe("5.00");
  });

  it("presents the board of four", () => {
    expect(firstTeam.map((member) => member.positionEs)).toEqual(["Presidenta", "Vicepresidente", "Secretaria", "Tesorera"]);
  });
});

describe("hospice and shelter content", () => {
  it("has the empty texts, the dog counts and the 10 % rule", () => {
    expect(hospiceTexts.de.dogs.empty).toBe("Derzeit keine Hospiz-Hunde verfügbar.");
    expect(hospiceTexts.es.dogs.empty).toBe("Actualmente no hay perros de hospicio disponibles.");
    expect(plural("de-DE", 3, hospiceTexts.de.dogs.count)).toBe("Derzeit leben 3 Hunde in unserem Hospiz.");
    expect(plural("de-DE", 1, hospiceTexts.de.dogs.count)).toBe("Derzeit lebt 1 Hund in unserem Hospiz.");
    expect(plural("es-ES", 1, hospiceTexts.es.dogs.count)).toBe("Actualmente vive 1 perro en nuestro hospicio.");
    expect(plural("es-ES", 2, hospiceTexts.es.dogs.count)).toBe("Actualmente viven 2 perros en nuestro hospicio.");
    expect(hospiceTexts.de.donation.purpose).toBe("Hospiz");
    expect(hospiceTexts.es.donation.purpose).toBe("Hospicio");
    expect(format(sharedPageTexts.de.donation.tenPercent, { place: "das Hospiz" })).toMatch(
      /^10 % der Spenden für das Hospiz fließen in unsere allgemeinen Projekte/,
    );
    expect(format(sharedPageTexts.es.donation.tenPercent, { place: "el hospicio" })).toMatch(
      /^El 10 % de las donaciones para el hospicio se destina a nuestros proyectos generales/,
    );
  });

  it("gives the Finca Chaos facts", () => {
    for (const locale of locales) {
      const finca = text(fincaChaosTexts[locale]);
      for (const fact of ["10.000 m²", "150-180 m²", "12 m²", "6.000 m²", "14"]) expect(finca).toContain(fact);
      expect(fincaChaosTexts[locale].facts.items.map((fact) => fact.value)).toEqual(["10.000 m²", "7", "4", "6.000 m²", "3", "14"]);
    }
    expect(siteConfig.fincaChaosVideos).toHaveLength(3);
  });

  it("gives the Residencia Monika facts", () => {
    for (const locale of locales) {
      const story = residenciaMonikaTexts[locale].story.paragraphs.map((paragraph) => format(paragraph, { town: "Vinaròs" })).join(" ");
      expect(story).toContain("2008");
      expect(story).toContain("Vinaròs");
      expect(story).toContain("80");
      expect(story).toContain("25");
      expect(residenciaMonikaTexts[locale].photos.alts).toHaveLength(4);
    }
  });
});
