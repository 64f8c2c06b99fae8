import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("a request's path in the log", () => {
  it("never holds a sign-in link's secret", () => {
    expect(loggedPath("/admin/login/qXVHiLwx9-sUfuuWBuPmYM2CJ6ZgfHo9jE_t3XYceAA")).toBe("/admin/login/…");
    expect(loggedPath("/ADMIN/login/abc?x=1")).toBe("/ADMIN/login/…?x=…");
    expect(loggedPath("/admin/login")).toBe("/admin/login");
    expect(loggedPath("/admin/editors")).toBe("/admin/editors");
  });

  it("keeps the names of a workspace query, none of its values", () => {
    expect(loggedPath("/admin/people?email=ana%40example.org&format=json")).toBe("/admin/people?email=…&format=…");
    expect(loggedPath("/admin/inbox?q=Maria+M%C3%BCller&status=new")).toBe("/admin/inbox?q=…&status=…");
    expect(loggedPath("/admin/inbox.csv?q=x")).toBe("/admin/inbox.csv?q=…");
    expect(loggedPath("/admin.data?q=x")).toBe("/admin.data?q=…");
    expect(loggedPath("/%61dmin/people?ana@example.org")).toBe("/%61dmin/people?…");
  });

  it("keeps the secret of an alert mail's link out, on both hosts' pages, and a token anywhere", () => {
    expect(loggedPath("/hunde-alarm/bestaetigen?token=s3cret")).toBe("/hunde-alarm/bestaetigen?token=…");
    expect(loggedPath("/avisos-de-perros/baja/?token=s3cret&x=1")).toBe("/avisos-de-perros/baja/?token=…&x=…");
    expect(loggedPath("/HUNDE-ALARM/abbestellen?token=s3cret")).toBe("/HUNDE-ALARM/abbestellen?token=…");
    expect(loggedPath("/irgendwo?TOKEN=s3cret&typ=welpe")).toBe("/irgendwo?TOKEN=…&typ=welpe");
  });

  it("leaves the public pages' queries as they are", () => {
    expect(loggedPath("/hunde?typ=welpe&ort=spanien")).toBe("/hunde?typ=welpe&ort=spanien");
    expect(loggedPath("/merkliste?hunde=abc12345")).toBe("/merkliste?hunde=abc12345");
  });
});
