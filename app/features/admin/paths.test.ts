import { describe, expect, it } from "vitest";
import { isWorkspacePath, personPath, signInLinkPath } from "./paths";

describe("workspace paths", () => {
  it("are /admin, everything below it and its data request, however spelled", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/editors.data",
      "/admin.data",
      "/ADMIN",
      "/Admin/Editors",
      "/%61dmin",
    ]) {
      expect(isWorkspacePath(path), path).toBe(true);
    }
  });

  it("are not public paths that merely start alike", () => {
    for (const path of ["/", "/administration", "/admin-info", "/blog/admin", "/adminx/login", "/%zz"]) {
      expect(isWorkspacePath(path), path).toBe(false);
    }
  });

  it("put a sign-in link's token in the path", () => {
    expect(signInLinkPath("abc_DEF-123")).toBe("/admin/login/abc_DEF-123");
  });

  it("put a person's address in the query string, encoded", () => {
    expect(personPath("ana+dogs@example.org")).toBe("/admin/people?email=ana%2Bdogs%40example.org");
    expect(personPath("ana@example.org", "json")).toBe("/admin/people?email=ana%40example.org&format=json");
  });
});
