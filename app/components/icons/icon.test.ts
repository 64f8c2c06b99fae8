import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icon";

const sprite = readFileSync(new URL("./sprite.svg", import.meta.url), "utf8");
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((match) => [match[1]!, match[2]!]),
);
const brandMarks = new Set(["facebook", "instagram", "whatsapp", "twitter", "linkedin"]);

/** Lucide's drawing of an icon, as the sprite holds it. */
async function lucideMarkup(name: string) {
  const { __iconData } = (await import(`../../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`)) as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`)
      .join("");
  return __iconData.node.map(([tag, values]) => `<${tag}${attributes(values)}/>`).join("");
}

describe("icon sprite", () => {
  it("has a symbol for every icon name and no other", () => {
    expect([...symbols.keys()].sort()).toEqual([...iconNames].sort());
  });

  it.each(iconNames.filter((name) => !brandMarks.has(name)))("draws %s as lucide does", async (name) => {
    const expected = await lucideMarkup(name);
    expect(symbols.get(name), `sprite.svg needs: <symbol id="${name}" viewBox="0 0 24 24">${expected}</symbol>`).toBe(expected);
  });
});
