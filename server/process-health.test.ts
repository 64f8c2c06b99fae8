import { describe, expect, it } from "vitest";
import { processHealth } from "./process-health";

describe("the process's health", () => {
  const started = Date.parse("2026-11-28T09:00:00Z");

  it("says when the process started, and that it was never started again without a supervisor", () => {
    expect(processHealth({}, started)).toEqual({ startedAt: "2026-11-28T09:00:00.000Z", restarts: 0, lastExit: null });
  });

  it("passes on how often and why the supervisor started it again", () => {
    const lastExit = { at: "2026-11-28T08:59:58.000Z", code: 134, signal: null, reason: "FATAL ERROR: Reached heap limit" };
    expect(processHealth({ SUPERVISOR_RESTARTS: "2", SUPERVISOR_LAST_EXIT: JSON.stringify(lastExit) }, started)).toEqual({
      startedAt: "2026-11-28T09:00:00.000Z",
      restarts: 2,
      lastExit,
    });
  });

  it("reads nothing it cannot trust", () => {
    expect(processHealth({ SUPERVISOR_RESTARTS: "-1", SUPERVISOR_LAST_EXIT: "{not json" }, started)).toMatchObject({
      restarts: 0,
      lastExit: null,
    });
    expect(processHealth({ SUPERVISOR_RESTARTS: "x", SUPERVISOR_LAST_EXIT: '{"code":1}' }, started)).toMatchObject({
      restarts: 0,
      lastExit: null,
    });
  });
});
