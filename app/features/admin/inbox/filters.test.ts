import { describe, expect, it } from "vitest";
import { filterSummary, inboxQuery, parseInboxFilter } from "./filters";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("parseInboxFilter", () => {
  it("reads every filter of the query string", () => {
    expect(parse("q=+M%C3%BCller+&formType=foster_home&status=in_progress&locale=es&dog=Luna&view=my&page=3")).toEqual({
      q: "Müller",
      formType: "foster_home",
      status: "in_progress",
      locale: "es",
      dog: "Luna",
      view: "my",
      page: 3,
    });
  });

  it("takes an unknown or malformed value as no filter", () => {
    expect(parse("formType=newsletter&status=spam&locale=fr&view=mine&page=0")).toEqual({ q: "", dog: "", view: "all", page: 1 });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=-1").page).toBe(1);
  });

  it("cuts a search longer than 200 characters", () => {
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(200);
  });
});

describe("inboxQuery", () => {
  it("writes the set filters back, defaults left out, so that parsing it gives the same filter", () => {
    const filter = parse("q=Jos%C3%A9&formType=adoption&status=new&locale=de&dog=Bella&view=open&page=2");
    expect(inboxQuery(filter)).toBe("q=Jos%C3%A9&formType=adoption&status=new&locale=de&dog=Bella&view=open&page=2");
    expect(parse(inboxQuery(filter))).toEqual(filter);
    expect(inboxQuery(parse(""))).toBe("");
  });
});

describe("filterSummary", () => {
  it("names the set filters without the searched text or the dog", () => {
    expect(filterSummary(parse("q=Anna+Schmidt&formType=contact&status=done&locale=es&dog=Rex&view=my"))).toBe(
      "formType=contact, status=done, locale=es, view=my, q=…, dog=…",
    );
    expect(filterSummary(parse(""))).toBe("–");
  });
});
