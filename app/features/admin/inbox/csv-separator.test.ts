import { describe, expect, it } from "vitest";
import { commaSeparatedQuery, csvSeparatorOf } from "./csv-separator";

describe("the CSV file's separator", () => {
  it("is the semicolon unless commas are asked for", () => {
    expect(csvSeparatorOf(new URLSearchParams(""))).toBe("semicolon");
    expect(csvSeparatorOf(new URLSearchParams("separator=tab"))).toBe("semicolon");
    expect(csvSeparatorOf(new URLSearchParams("q=x&separator=comma"))).toBe("comma");
  });

  it("is asked for beside the list's filter", () => {
    expect(commaSeparatedQuery("")).toBe("separator=comma");
    expect(commaSeparatedQuery("q=x&status=new")).toBe("q=x&status=new&separator=comma");
    expect(csvSeparatorOf(new URLSearchParams(commaSeparatedQuery("q=x")))).toBe("comma");
  });
});
