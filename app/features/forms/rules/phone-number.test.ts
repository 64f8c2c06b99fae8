import { describe, expect, it } from "vitest";
import { hasSomePhoneNumber, phoneNumberProblem } from "./phone-number";

describe("membership phone numbers", () => {
  it("checks the country code, then the digits, then the characters", () => {
    expect(phoneNumberProblem("+491701234567")).toBeUndefined();
    expect(phoneNumberProblem("+49 (170) 123-45.67")).toBeUndefined();
    expect(phoneNumberProblem("01701234567")).toBe("phoneCountryCode");
    expect(phoneNumberProblem(" +491701234567")).toBe("phoneCountryCode");
    expect(phoneNumberProblem("+49 170 1234")).toBe("phoneDigits");
    expect(phoneNumberProblem("+123456789")).toBe("phoneDigits");
    expect(phoneNumberProblem("+1234567890")).toBeUndefined();
    expect(phoneNumberProblem("+49/170/1234567")).toBe("phoneCharacters");
    expect(phoneNumberProblem("+49 170 1234567 #1")).toBe("phoneCharacters");
  });

  it("needs one of phone and mobile", () => {
    expect(hasSomePhoneNumber({ phone: "+49 170 1234567" })).toBe(true);
    expect(hasSomePhoneNumber({ phone: " ", mobile: "+34 612 345 678" })).toBe(true);
    expect(hasSomePhoneNumber({ phone: "", mobile: "  " })).toBe(false);
    expect(hasSomePhoneNumber({})).toBe(false);
  });
});
