import { describe, expect, it } from "vitest";
import { isWorkspacePath } from "./workspace-path";

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
});
