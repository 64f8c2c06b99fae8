import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Clock } from "./clock";
import { every } from "./scheduler.server";

const at = new Date("2026-11-28T03:00:00Z");
const clock: Clock = { now: () => at };

describe("every", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs now and then once per interval, with the clock's time", async () => {
    const runs: Date[] = [];
    const stop = every("test job", 1000, async (now) => void runs.push(now), clock);
    await vi.advanceTimersByTimeAsync(3500);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([at, at, at, at]);
  });

  it("starts no run while the last one lasts, and a stop waits for it", async () => {
    let finish = () => {};
    let started = 0;
    const stop = every(
      "slow job",
      1000,
      () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      clock,
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("tries again at the next interval after a failed run", async () => {
    let calls = 0;
    const stop = every(
      "failing job",
      1000,
      async () => {
        calls++;
        if (calls === 1) throw new Error("database away");
      },
      clock,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await stop();
    expect(calls).toBe(2);
  });
});
