import { expect, test } from "../support/test";
import { holdRequests, waitForHydration } from "../support/network";
import { e2eOrigins } from "../support/ports";
import { jsonLdTypes, holdDataRequests } from "./content-helpers";

const { de, es } = e2eOrigins();

test.describe("blog list", () => {
  test("lists the German posts newest first with category, long date and clamped title and excerpt", async ({ page }) => {
    await page.goto(`${de}/blog`);
    await expect(page).toHaveTitle("Blog | Costa Azahar Hundehilfe");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Luna ist angekommen: Von der Finca Chaos nach Hamburg",
      "Rückblick 2024: Mehr als 150 gerettete Hunde",
      "Neue Zäune und Schattenplätze für die Ausläufe der Finca Chaos",
      "Ein Tag im Transporter: So reisen unsere Hunde nach Deutschland",
      "Sommerhitze in Spanien: So schützen wir unsere Hunde",
    ]);
    const first = cards.first();
    await expect(first.locator("time")).toHaveText("14. März 2025");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2025-03-14");
    await expect(first.getByText("Erfolgsgeschichten")).toBeVisible();
    await expect(first.getByRole("heading", { level: 2 })).toHaveCSS("-webkit-line-clamp", "2");
    await expect(first.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
    await first.getByRole("link", { name: "Luna ist angekommen: Von der Finca Chaos nach Hamburg" }).click();
    await expect(page).toHaveURL(`${de}/blog/luna-ist-angekommen`);
  });

  test("lists the Spanish posts with Spanish dates, and a phone gets each picture's small copy", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${es}/blog`);
    await expect(page).toHaveTitle("Blog | Costa Azahar Rescate Animal");
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText("Luna ha llegado: de la Finca Chaos a Hamburgo");
    await expect(cards.first().locator("time")).toHaveText("14 de marzo de 2025");
    await expect(cards.last().locator("time")).toHaveText("22 de julio de 2024");
    await expect(cards.first().getByText("Leer más")).toBeVisible();
    // The card is 358 px wide on this phone: the 640 px AVIF copy, not the 1200 px original.
    const picture = cards.first().locator("img");
    await expect(picture).toHaveAttribute("src", "/media/blog-images/sample/luna-arrival.webp?w=1280&format=webp");
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && [image.currentSrc, image.naturalWidth]))
      .toEqual([`${es}/media/blog-images/sample/luna-arrival.webp?w=640&format=avif`, 358]);
  });

  test("is server-rendered with structured data and a link to the language's RSS feed", async ({ request }) => {
    const html = await (await request.get(`${de}/blog`)).text();
    expect(html).toContain("Rückblick 2024: Mehr als 150 gerettete Hunde");
    expect(jsonLdTypes(html)).toEqual(["Organization", "Blog", "BreadcrumbList"]);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Blog-Feed (RSS)" href="${de}/blog/rss.xml"/>`);
  });

  test("offers an RSS feed per language", async ({ request }) => {
    const german = await request.get(`${de}/blog/rss.xml`);
    expect(german.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = await german.text();
    expect(feed).toContain("<title>Costa Azahar Hundehilfe – Blog</title>");
    expect(feed).toContain("<language>de-DE</language>");
    expect(feed.match(/<item>/g)).toHaveLength(5);
    expect(feed).toContain(`<link>${de}/blog/luna-ist-angekommen</link>`);
    expect(feed).toContain("<pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>");

    const spanish = await (await request.get(`${de}/blog/rss.xml`, { headers: { host: new URL(es).host } })).text();
    expect(spanish).toContain("<title>Costa Azahar Rescate Animal – Blog</title>");
    expect(spanish).toContain(`<link>${es}/blog/luna-ha-llegado</link>`);
  });

  test("shows three skeleton cards while the list loads during client-side navigation", async ({ page }) => {
    await page.goto(`${de}/impressum`);
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    const skeleton = page.getByTestId("blog-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator(":scope > div > *")).toHaveCount(3);
    await expect(skeleton.getByText("Beiträge werden geladen …")).toBeAttached();
    release();
    await expect(page.getByTestId("blog-card")).toHaveCount(5, { timeout: 10_000 });
    await expect(skeleton).toHaveCount(0);
  });

  test("a list that arrives after the visitor left is not served on the next visit: it is loaded again", async ({ page }) => {
    await page.goto(`${de}/impressum`);
    await waitForHydration(page);
    const blogData = /\/blog\.data(\?|$)/;
    const release = await holdRequests(page, blogData);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.getByTestId("blog-skeleton")).toBeVisible();
    // Leaving the page cancels its data request: nothing of it can arrive later.
    const abandoned = page.waitForEvent("requestfailed", (request) => blogData.test(request.url()));
    await footer.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Häufige Fragen");
    await abandoned;
    release();
    const reload = page.waitForRequest(blogData);
    await footer.getByRole("link", { name: "Blog", exact: true }).click();
    await reload;
    await expect(page.getByTestId("blog-card")).toHaveCount(5);
  });
});
