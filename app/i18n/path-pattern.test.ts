import { describe, expect, it } from "vitest";
import { fillPathPattern } from "./path-pattern";

describe("fillPathPattern", () => {
  it("substitutes and encodes the parameters", () => {
    expect(fillPathPattern("/hunde/:slug", { slug: "bruno-a1b2c3d4" }, "dogDetail")).toBe("/hunde/bruno-a1b2c3d4");
    expect(fillPathPattern("/blog/:slug", { slug: "año nuevo/2" }, "blogPost")).toBe("/blog/a%C3%B1o%20nuevo%2F2");
    expect(fillPathPattern("/perros", undefined, "dogs")).toBe("/perros");
  });

  it("refuses a missing parameter, naming it and the route", () => {
    expect(() => fillPathPattern("/guia/:slug", {}, "guideDetail")).toThrow('Missing parameter "slug" for route "guideDetail"');
  });
});
