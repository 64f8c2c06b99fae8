import { describe, expect, it } from "vitest";
import { isPermanentRefusal } from "./permanent-refusal";

const smtpError = (responseCode: unknown) => Object.assign(new Error("refused"), { responseCode });

describe("isPermanentRefusal", () => {
  it("is true for an SMTP reply of the 5xx range", () => {
    expect(isPermanentRefusal(smtpError(550))).toBe(true);
    expect(isPermanentRefusal(smtpError(554))).toBe(true);
    expect(isPermanentRefusal(smtpError(500))).toBe(true);
  });

  it("is false for a temporary refusal, a network failure or anything without a reply code", () => {
    expect(isPermanentRefusal(smtpError(451))).toBe(false);
    expect(isPermanentRefusal(smtpError(600))).toBe(false);
    expect(isPermanentRefusal(smtpError("550"))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isPermanentRefusal("550 refused")).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});
