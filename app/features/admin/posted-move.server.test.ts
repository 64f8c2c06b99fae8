import { describe, expect, it } from "vitest";
import { postedMove } from "./posted-move.server";

const posting = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/faq", { method: "POST", body: new URLSearchParams(fields) });

describe("a move a list's arrows post", () => {
  it("names the item and the direction", async () => {
    expect(await postedMove(posting({ id: "abc", intent: "down" }))).toEqual({ id: "abc", direction: "down" });
  });

  it("is a bad request without an item or with another intent", async () => {
    const refused: Record<string, string>[] = [{ intent: "up" }, { id: "abc", intent: "delete" }, {}];
    for (const fields of refused) {
      await expect(postedMove(posting(fields))).rejects.toMatchObject({ init: { status: 400 } });
    }
  });
});
