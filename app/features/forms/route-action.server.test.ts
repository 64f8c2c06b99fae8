import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { formAction } from "./route-action.server";

const context = { locale: "de" } as AppLoadContext;
const post = (body: string, contentType?: string) =>
  formAction({
    request: new Request("http://localhost/kontakt", {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    }),
    context,
    params: {},
  } as Parameters<typeof formAction>[0]);

describe("a page's form action", () => {
  it.each([
    ["JSON", '{"formType":"contact"}', "application/json"],
    ["plain text", "formType=contact", "text/plain"],
    ["no content type", "formType=contact", undefined],
    ["a broken multipart body", "formType=contact", "multipart/form-data; boundary=x"],
  ])("answers a post that is no readable form (%s) with 400", async (_kind, body, contentType) => {
    await expect(post(body, contentType)).rejects.toMatchObject({ data: "Unreadable form", init: { status: 400 } });
  });

  it("answers a form without a known form type with 400", async () => {
    await expect(post("formType=unknown", "application/x-www-form-urlencoded")).rejects.toMatchObject({
      data: "Unknown form",
      init: { status: 400 },
    });
  });
});
