import { describe, expect, it } from "vitest";
import { BusyError, boundedWork } from "./bounded-work.server";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("boundedWork", () => {
  it("runs at most `concurrency` at once and refuses work beyond `maxWaiting` waiting", async () => {
    const run = boundedWork(2, 1);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const piece = () =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return "done";
      });

    const accepted = [piece(), piece(), piece()];
    await turn();
    expect(running).toBe(2);
    await expect(piece()).rejects.toBeInstanceOf(BusyError);

    for (let round = 0; round < 3; round++) {
      releases.shift()!();
      await turn();
    }
    expect(await Promise.all(accepted)).toEqual(["done", "done", "done"]);
    expect(most).toBe(2);

    // With the line empty again, work is taken again.
    const later = piece();
    await turn();
    releases.shift()!();
    expect(await later).toBe("done");
  });
});
