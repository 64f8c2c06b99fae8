import { expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";
import { waitForHydration } from "../support/network";
import { holdDataRequests, jsonLdTypes } from "./content-helpers";

const { de, es } = e2eOrigins();

test.describe("guide detail", () => {
  test("shows hero, back link, share control and the body with gallery images for [image:N]", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${de}/ratgeber/die-ersten-tage-mit-deinem-hund`);
    await expect(page).toHaveTitle("Die ersten Tage mit deinem Tierschutzhund | Ratgeber | Costa Azahar Hundehilfe");
    const hero = page.getByTestId("guide-hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Die ersten Tage mit deinem Tierschutzhund");
    expect((await hero.boundingBox())?.height).toBe(500);
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", `${es}/guia/los-primeros-dias-con-tu-perro`);

    const article = page.getByRole("article");
    const figures = article.locator("figure img");
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0)).toHaveAttribute("src", "/media/guide-images/sample/first-days-1.webp?w=1280&format=webp");
    await expect(figures.nth(0)).toHaveAttribute("alt", "Die ersten Tage mit deinem Tierschutzhund – Bild 1");
    await expect(figures.nth(1)).toHaveAttribute("src", "/media/guide-images/sample/first-days-2.webp?w=1280&format=webp");
    await expect(figures.nth(1)).toHaveAttribute("loading", "lazy");
    await figures.nth(1).scrollIntoViewIfNeeded();
    // The AVIF copy for the 736 px column, the 960 px one.
    await expect
      .poll(() => figures.nth(1).evaluate((image: HTMLImageElement) => image.complete && [image.currentSrc, image.naturalWidth]))
      .toEqual([`${de}/media/guide-images/sample/first-days-2.webp?w=960&format=avif`, 736]);
    await expect(article).not.toContainText("[image:");

    const share = page.getByTestId("share-block");
    await expect(share.getByText("Teilen", { exact: true })).toBeVisible();
    const url = encodeURIComponent(`${de}/ratgeber/die-ersten-tage-mit-deinem-hund`);
    await expect(share.getByRole("link", { name: "Auf Facebook teilen" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole("link", { name: "Per E-Mail teilen" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent("Die ersten Tage mit deinem Tierschutzhund")}&body=${url}`,
    );

    await hero.getByRole("link", { name: "Zurück zu allen Ratgebern" }).click();
    await expect(page).toHaveURL(`${de}/ratgeber`);
  });

  test("cleans an escaped body: tags unescaped, classes removed, placeholder images and missing indices dropped", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${es}/guia/lista-antes-de-la-llegada`);
    expect((await page.getByTestId("guide-hero").boundingBox())?.height).toBe(400);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText(["Equipamiento", "Trámites"]);
    await expect(article.getByText("Collar con chapa de dirección & teléfono")).toBeVisible();
    await expect(article).not.toContainText("&lt;");
    await expect(article.locator("figure img")).toHaveCount(1);
    await expect(article.locator("figure img")).toHaveAttribute("src", "/media/guide-images/sample/checklist-1.webp?w=1280&format=webp");
    await expect(article.locator("figure img")).toHaveAttribute("alt", "Lista: lo que necesitas antes de que llegue tu perro – imagen 1");
    expect(await article.locator(".lead, .section-title, .checklist").count()).toBe(0);
    await expect(article).not.toContainText("[image:");
    await expect(page.getByTestId("guide-hero").getByRole("link", { name: "Volver a todas las guías" })).toHaveAttribute("href", "/guia");
  });

  test("is server-rendered with article, organisation and breadcrumb structured data", async ({ request }) => {
    const response = await request.get(`${de}/ratgeber/mittelmeerkrankheiten-verstehen`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Leben mit einem positiven Befund");
    expect(jsonLdTypes(html)).toEqual(["Organization", "Article", "BreadcrumbList"]);
    expect(html).toContain(
      '<meta name="description" content="Leishmaniose, Ehrlichiose und Babesiose einfach erklärt: Tests, Behandlung und Leben mit einem positiv getesteten Hund."/>',
    );
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${es}/guia/entender-las-enfermedades-mediterraneas"/>`);
  });

  test("unknown slugs render the not-found page with 404 on both hosts", async ({ page }) => {
    const german = await page.goto(`${de}/ratgeber/gibt-es-nicht`);
    expect(german?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla!");
    const spanish = await page.goto(`${es}/guia/no-existe`);
    expect(spanish?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Vaya!");
    expect((await page.goto(`${es}/ratgeber/die-ersten-tage-mit-deinem-hund`))?.status()).toBe(404);
  });

  test("an image that fails to load hides its figure", async ({ page }) => {
    // The picture and each of its copies.
    await page.route(/\/media\/guide-images\/sample\/first-days-1\.webp(\?|$)/, (route) => route.abort());
    await page.goto(`${de}/ratgeber/die-ersten-tage-mit-deinem-hund`);
    const figures = page.getByRole("article").locator("figure");
    await expect(figures.nth(0)).toBeHidden();
    await figures.nth(1).scrollIntoViewIfNeeded();
    await expect(figures.nth(1)).toBeVisible();
  });

  test("an unknown slug reached by client-side navigation shows the not-found page", async ({ page }) => {
    await page.goto(`${de}/ratgeber`);
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    // React Router follows history changes: a back/forward-style navigation to a missing guide.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/ratgeber/gibt-es-nicht");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByTestId("guide-skeleton")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla!", { timeout: 10_000 });
  });
});
