import { describe, expect, it } from "vitest";
import { dogTypes } from "../types";
import { badgeOrder } from "./dog-badges";

describe("the type badges", () => {
  it("follow the order of the dog types, each once", () => {
    expect(badgeOrder).toEqual(dogTypes);
  });
});
