import { describe, expect, it } from "vitest";
import { articlePublicPage } from "./public-page";

const origins = { de: "https://www.example.de", es: "https://www.example.es" };
const item = { status: "published", slugDe: "neues-aus-dem-tierheim", slugEs: "novedades-del-refugio" };

describe("articlePublicPage", () => {
  it("is a published item's page on the site of the workspace's language", () => {
    expect(articlePublicPage("post", item, "de", origins)).toBe("https://www.example.de/blog/neues-aus-dem-tierheim");
    expect(articlePublicPage("post", item, "es", origins)).toBe("https://www.example.es/blog/novedades-del-refugio");
    expect(articlePublicPage("guide", item, "de", origins)).toBe("https://www.example.de/ratgeber/neues-aus-dem-tierheim");
    expect(articlePublicPage("guide", item, "es", origins)).toBe("https://www.example.es/guia/novedades-del-refugio");
  });

  it("is none for an item that is not public", () => {
    expect(articlePublicPage("post", { ...item, status: "draft" }, "de", origins)).toBeNull();
    expect(articlePublicPage("guide", { ...item, status: "scheduled" }, "es", origins)).toBeNull();
  });
});
