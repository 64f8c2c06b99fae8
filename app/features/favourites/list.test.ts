import { describe, expect, it } from "vitest";
import { favouritesSearch, maxFavourites, parseFavourites, serializeFavourites, toggleFavourite } from "./list";

describe("parseFavourites", () => {
  it("reads the suffixes in their order", () => {
    expect(parseFavourites("a0b00007,a0b00003")).toEqual(["a0b00007", "a0b00003"]);
  });

  it("is empty for nothing stored or an empty parameter", () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites(undefined)).toEqual([]);
    expect(parseFavourites("")).toEqual([]);
  });

  it("drops what is no suffix and keeps a repeated one once", () => {
    expect(parseFavourites("a0b00003,,toolong123,<script>,a0b00003,x-1_b")).toEqual(["a0b00003", "x-1_b"]);
  });

  it("keeps the first 100", () => {
    const many = Array.from({ length: 120 }, (_, index) => `d${String(index).padStart(7, "0")}`);
    const list = parseFavourites(many.join(","));
    expect(list).toHaveLength(maxFavourites);
    expect(list.at(-1)).toBe("d0000099");
  });

  it("reads back what serializeFavourites wrote", () => {
    expect(parseFavourites(serializeFavourites(["a0b00001", "a0b00002"]))).toEqual(["a0b00001", "a0b00002"]);
  });
});

describe("toggleFavourite", () => {
  it("adds a dog at the end", () => {
    expect(toggleFavourite(["a0b00003"], "a0b00001")).toEqual(["a0b00003", "a0b00001"]);
  });

  it("removes a dog that is in the list, keeping the others' order", () => {
    expect(toggleFavourite(["a0b00003", "a0b00001", "a0b00002"], "a0b00001")).toEqual(["a0b00003", "a0b00002"]);
  });

  it("adds nothing to a full list", () => {
    const full = Array.from({ length: maxFavourites }, (_, index) => `d${index}`);
    expect(toggleFavourite(full, "a0b00001")).toEqual(full);
  });
});

describe("favouritesSearch", () => {
  it("names the list with the page language's parameter", () => {
    expect(favouritesSearch("de", ["a0b00003", "a0b00007"])).toBe("?hunde=a0b00003,a0b00007");
    expect(favouritesSearch("es", ["a0b00003"])).toBe("?perros=a0b00003");
  });

  it("is empty for an empty list", () => {
    expect(favouritesSearch("de", [])).toBe("");
  });
});
