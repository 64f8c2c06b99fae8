import { describe, expect, it } from "vitest";
import { neutralisedCell, phoneCell } from "./csv-cell";

describe("neutralisedCell", () => {
  it("puts an apostrophe before a cell beginning with =, +, -, @, tab or carriage return", () => {
    expect(neutralisedCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(neutralisedCell("+49 170 1234567")).toBe("'+49 170 1234567");
    expect(neutralisedCell("-2+3")).toBe("'-2+3");
    expect(neutralisedCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralisedCell("\t=1")).toBe("'\t=1");
    expect(neutralisedCell("\r=1")).toBe("'\r=1");
  });

  it("leaves every other cell as it is, a formula sign later in the text too", () => {
    expect(neutralisedCell("Jürgen Müßig")).toBe("Jürgen Müßig");
    expect(neutralisedCell("a=b, c+d")).toBe("a=b, c+d");
    expect(neutralisedCell(" =1")).toBe(" =1");
    expect(neutralisedCell("\n=1")).toBe("\n=1");
    expect(neutralisedCell("")).toBe("");
  });
});

describe("phoneCell", () => {
  it("holds a phone number as typed, after a tab that keeps it text: no apostrophe, no formula, no number", () => {
    for (const typed of ["+49 170 1234567", "01701234567", "+491701234567", "0049 (170) 123-45.67", "0170/1234567", "-170 123"]) {
      expect(phoneCell(typed)).toBe(`\t${typed}`);
    }
  });

  it("neutralises whatever else a phone field holds, as every cell", () => {
    expect(phoneCell("+49 170 1234567 (abends)")).toBe("'+49 170 1234567 (abends)");
    expect(phoneCell("=1+2")).toBe("'=1+2");
    expect(phoneCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(phoneCell("-2+3*A1")).toBe("'-2+3*A1");
    expect(phoneCell("bitte per Mail")).toBe("bitte per Mail");
    expect(phoneCell("")).toBe("");
    expect(phoneCell(" - ")).toBe(" - ");
  });
});
