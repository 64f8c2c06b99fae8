import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./current-section";

describe("isCurrentSection", () => {
  it("marks the link of the page shown", () => {
    expect(isCurrentSection("/hunde", "/hunde", false)).toBe(true);
    expect(isCurrentSection("/perros", "/perros", false)).toBe(true);
    expect(isCurrentSection("/", "/", true)).toBe(true);
  });

  it("marks a section's link on the pages below it, not the home page's", () => {
    expect(isCurrentSection("/hunde/bello-1", "/hunde", false)).toBe(true);
    expect(isCurrentSection("/hunde/bello-1", "/", true)).toBe(false);
    expect(isCurrentSection("/hunde/bello-1", "/hunde", true)).toBe(false);
  });

  it("does not take a path that only begins like the link's for one below it", () => {
    expect(isCurrentSection("/hundeliebe", "/hunde", false)).toBe(false);
    expect(isCurrentSection("/adoption", "/hunde", false)).toBe(false);
    expect(isCurrentSection("/hunde", "/", false)).toBe(false);
  });

  it("ignores the case, as React Router's NavLink does", () => {
    expect(isCurrentSection("/Hunde", "/hunde", false)).toBe(true);
    expect(isCurrentSection("/HUNDE/Bello-1", "/hunde", false)).toBe(true);
  });
});
