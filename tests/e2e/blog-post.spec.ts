import { expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";
import { waitForHydration } from "../support/network";
import { jsonLdTypes, holdDataRequests } from "./content-helpers";

const { de, es } = e2eOrigins();
const germanUrl = `${de}/blog/luna-ist-angekommen`;
const germanTitle = "Luna ist angekommen: Von der Finca Chaos nach Hamburg";

test.describe("blog post", () => {
  test("shows breadcrumb, category, long date, main image, body, gallery and back box in German", async ({ page }) => {
    await page.goto(germanUrl);
    await expect(page).toHaveTitle(`${germanTitle} | Blog | Costa Azahar Hundehilfe`);
    const breadcrumb = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Start", "Blog", germanTitle]);
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle);
    await expect(page.getByRole("article").getByText("Erfolgsgeschichten", { exact: true })).toBeVisible();
    await expect(page.getByRole("article").locator("time")).toHaveText("14. März 2025");
    const mainImage = page.getByRole("img", { name: germanTitle });
    // Its own source is a copy too (browsers without <picture>, feed readers): never the original.
    await expect(mainImage).toHaveAttribute("src", "/media/blog-images/sample/luna-arrival.webp?w=1280&format=webp");
    // The browser loads the AVIF copy the column needs: 736 px wide in this window, so the 960 px copy.
    await expect
      .poll(() => mainImage.evaluate((image: HTMLImageElement) => image.complete && [image.currentSrc, image.naturalWidth]))
      .toEqual([`${de}/media/blog-images/sample/luna-arrival.webp?w=960&format=avif`, 736]);
    await expect(page.getByRole("heading", { level: 2, name: "Vertrauen braucht Geduld" })).toBeVisible();
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", `${es}/blog/luna-ha-llegado`);

    const gallery = page.getByRole("region", { name: "Bildergalerie" });
    await expect(gallery.locator("figcaption")).toHaveText([
      "Abfahrt in Spanien: Luna steigt in den Transporter",
      "Der erste Spaziergang an der Elbe",
      "Angekommen: Luna vor ihrem neuen Zuhause",
    ]);
    // The caption names the figure; the picture's alt does not repeat it.
    const secondPicture = gallery.getByRole("figure", { name: "Der erste Spaziergang an der Elbe" }).locator("img");
    await expect(secondPicture).toHaveAttribute("alt", "");
    await expect(secondPicture).toHaveAttribute("loading", "lazy");

    const backBox = page.getByTestId("blog-back-box");
    await expect(backBox.getByRole("heading")).toHaveText("Mehr aus unserem Tierschutzalltag");
    await backBox.getByRole("link", { name: "Zurück zum Blog" }).click();
    await expect(page).toHaveURL(`${de}/blog`);
    await expect(page.getByTestId("blog-card")).toHaveCount(5);
  });

  test("shows the Spanish post with Spanish date, captions and share texts", async ({ page }) => {
    await page.goto(`${es}/blog/luna-ha-llegado`);
    await expect(page).toHaveTitle("Luna ha llegado: de la Finca Chaos a Hamburgo | Blog | Costa Azahar Rescate Animal");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" })).toBeVisible();
    await expect(page.getByRole("article").locator("time")).toHaveText("14 de marzo de 2025");
    await expect(page.getByRole("article").getByText("Historias de éxito", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Galería de imágenes" }).locator("figcaption")).toHaveText([
      "Salida en España: Luna sube a la furgoneta",
      "El primer paseo junto al río Elba",
      "Ya en casa: Luna frente a su nuevo hogar",
    ]);
    await expect(page.getByText("Compartir este artículo")).toBeVisible();
    await expect(page.getByTestId("blog-back-box").getByRole("link", { name: "Volver al blog" })).toHaveAttribute("href", "/blog");
  });

  test("a post without gallery shows no gallery", async ({ page }) => {
    await page.goto(`${de}/blog/sommerhitze-in-spanien`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sommerhitze in Spanien: So schützen wir unsere Hunde");
    await expect(page.getByRole("region", { name: "Bildergalerie" })).toHaveCount(0);
  });

  test("shares on Facebook, Twitter and LinkedIn in 600x400 popups and by e-mail", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { shareCalls: unknown[][] }).shareCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    await page.goto(germanUrl);
    await waitForHydration(page);
    const share = page.getByTestId("share-block");
    await expect(share.getByText("Diesen Beitrag teilen")).toBeVisible();
    const encodedUrl = encodeURIComponent(germanUrl);
    const encodedTitle = encodeURIComponent(germanTitle);

    await share.getByRole("link", { name: "Auf Facebook teilen" }).click();
    await share.getByRole("link", { name: "Auf Twitter teilen" }).click();
    await share.getByRole("link", { name: "Auf LinkedIn teilen" }).click();
    expect(await page.evaluate(() => (window as unknown as { shareCalls: unknown[][] }).shareCalls)).toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, "_blank", "width=600,height=400"],
      [`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`, "_blank", "width=600,height=400"],
      [`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`, "_blank", "width=600,height=400"],
    ]);
    await expect(page).toHaveURL(germanUrl);
    await expect(share.getByRole("link", { name: "Per E-Mail teilen" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
    );
  });

  test("is server-rendered with metadata, structured data and the other language's slug", async ({ request }) => {
    const html = await (await request.get(germanUrl)).text();
    expect(html).toContain("Vertrauen braucht Geduld");
    expect(jsonLdTypes(html)).toEqual(["Organization", "BlogPosting", "BreadcrumbList"]);
    expect(html).toContain(
      `"image":{"@type":"ImageObject","url":"${de}/media/blog-images/sample/luna-arrival.webp?w=1280\\u0026format=webp","width":"1200","height":"630"}`,
    );
    expect(html).toContain(`<link rel="canonical" href="${germanUrl}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${es}/blog/luna-ha-llegado"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
  });

  test("unknown slugs render the not-found page with 404 on both hosts", async ({ page }) => {
    const german = await page.goto(`${de}/blog/gibt-es-nicht`);
    expect(german?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla!");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const spanish = await page.goto(`${es}/blog/no-existe`);
    expect(spanish?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Vaya!");
    // A German slug is unknown on the Spanish host.
    expect((await page.goto(`${es}/blog/luna-ist-angekommen`))?.status()).toBe(404);
  });

  test("shows a skeleton while a post loads during client-side navigation, then its title and language switch", async ({ page }) => {
    await page.goto(`${de}/blog`);
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    await page.getByRole("link", { name: germanTitle }).click();
    await expect(page.getByTestId("blog-post-skeleton")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle, { timeout: 10_000 });
    await expect(page).toHaveTitle(`${germanTitle} | Blog | Costa Azahar Hundehilfe`);
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", `${es}/blog/luna-ha-llegado`);
  });
});
