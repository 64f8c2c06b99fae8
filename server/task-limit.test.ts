import { describe, expect, it } from "vitest";
import { taskLimit } from "./task-limit";

/** A task that runs until `finish()` is called, noting when it started. */
function heldTask(started: string[], name: string) {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("taskLimit", () => {
  it("runs at most `limit` tasks at once and starts the waiting ones in the order they came", async () => {
    const limit = taskLimit(2);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => limit.run(task));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect(limit.waiting()).toBe(2);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(limit.waiting()).toBe(0);

    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("frees the slot of a task that failed, and passes its error to its caller only", async () => {
    const limit = taskLimit(1);
    const failed = limit.run(() => Promise.reject(new Error("render failed")));
    const next = limit.run(async () => "rendered");
    await expect(failed).rejects.toThrow("render failed");
    expect(await next).toBe("rendered");
    expect(await limit.run(async () => "again")).toBe("again");
  });
});
