import { describe, expect, it } from "vitest";
import { faqEntryPath, historyPath, isRecordedDownload, personPath, signInLinkPath, teamMemberPath } from "./paths";

describe("workspace paths", () => {
  it("lead to a team member's editor and its history", () => {
    expect(historyPath(teamMemberPath("0b6e5a3c-2f4d-4c1a-9e8f-7a6b5c4d3e2f"))).toBe(
      "/admin/team/0b6e5a3c-2f4d-4c1a-9e8f-7a6b5c4d3e2f/history",
    );
    expect(teamMemberPath("new")).toBe("/admin/team/new");
  });

  it("put an FAQ entry's id in its editor's and its history's path", () => {
    expect(faqEntryPath("new")).toBe("/admin/faq/new");
    expect(historyPath(faqEntryPath("0b5c/x"))).toBe("/admin/faq/0b5c%2Fx/history");
  });

  it("put a sign-in link's token in the path", () => {
    expect(signInLinkPath("abc_DEF-123")).toBe("/admin/login/abc_DEF-123");
  });

  it("put a person's address in the query string, encoded", () => {
    expect(personPath("ana+dogs@example.org")).toBe("/admin/people?email=ana%2Bdogs%40example.org");
    expect(personPath("ana@example.org", "json")).toBe("/admin/people?email=ana%40example.org&format=json");
  });

  it("know the GETs that write the activity log: the downloads", () => {
    const recorded = (path: string) => isRecordedDownload(new URL(path, "http://localhost:3000"));
    for (const path of ["/admin/inbox.csv?q=x", "/ADMIN/inbox.csv", "/admin/inbox.csv.data", "/admin/people?email=a%40b.org&format=json"]) {
      expect(recorded(path), path).toBe(true);
    }
    for (const path of ["/admin/inbox?q=x", "/admin/people?email=a%40b.org", "/admin/people?format=csv", "/inbox.csv"]) {
      expect(recorded(path), path).toBe(false);
    }
  });
});
