import { describe, expect, it } from "vitest";
import { membershipNotice } from "./membership-notice";

describe("the membership toast", () => {
  it("names missing data first, with the step's or the submission's text", () => {
    expect(membershipNotice({ lastName: ["membershipRequired"], phone: ["phoneDigits"] }, "step")).toEqual({
      title: "missing",
      description: "requiredBeforeNext",
    });
    expect(membershipNotice({ city: ["membershipRequired"], phone: ["phoneRequiredFinal"] }, "submit")).toEqual({
      title: "missing",
      description: "membershipRequired",
    });
  });

  it("otherwise the first field's problem under its title", () => {
    expect(membershipNotice({ membershipType: ["membershipTypeRequired"] }, "step")).toEqual({
      title: "missing",
      description: "membershipTypeRequired",
    });
    expect(membershipNotice({ phone: ["phoneRequiredFinal"] }, "submit")).toEqual({ title: "missing", description: "phoneRequiredFinal" });
    expect(membershipNotice({ birthday: ["tooYoung"] }, "step")).toEqual({ title: "birthday", description: "tooYoung" });
    expect(membershipNotice({ birthday: ["birthdayInvalid"] }, "step")).toEqual({ title: "birthday", description: "birthdayInvalid" });
    expect(membershipNotice({ phone: ["phoneCountryCode"] }, "step")).toEqual({ title: "phone", description: "phoneCountryCode" });
    expect(membershipNotice({ mobile: ["phoneDigits"] }, "step")).toEqual({ title: "mobile", description: "phoneDigits" });
    expect(membershipNotice({ email: ["membershipEmailInvalid"] }, "step")).toEqual({
      title: "error",
      description: "membershipEmailInvalid",
    });
    expect(membershipNotice({ entryDate: ["entryDateTooEarly"] }, "step")).toEqual({ title: "error", description: "entryDateTooEarly" });
  });
});
