import { describe, expect, it } from "vitest";
import { faqItemFromHash } from "./faq";

const items = [{ id: "kosten" }, {}, { id: "por-que-espana" }];

describe("faqItemFromHash", () => {
  it("names the item of the hash", () => {
    expect(faqItemFromHash("#kosten", items)).toBe("kosten");
    expect(faqItemFromHash("kosten", items)).toBe("kosten");
  });

  it("decodes escaped characters", () => {
    expect(faqItemFromHash("#por-que-espa%6Ea", items)).toBe("por-que-espana");
  });

  it("ignores empty, unknown and malformed hashes", () => {
    expect(faqItemFromHash("", items)).toBeUndefined();
    expect(faqItemFromHash("#", items)).toBeUndefined();
    expect(faqItemFromHash("#undefined", items)).toBeUndefined();
    expect(faqItemFromHash("#schutzvertrag", items)).toBeUndefined();
    expect(faqItemFromHash("#%E0%A4%A", items)).toBeUndefined();
  });
});
