import { expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";
import { jsonLdTypes, holdDataRequests } from "./content-helpers";
import { waitForHydration } from "../support/network";

const { de, es } = e2eOrigins();

test.describe("guide list", () => {
  test("shows the German guides by display order in a three-column grid", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${de}/ratgeber`);
    await expect(page).toHaveTitle("Ratgeber | Costa Azahar Hundehilfe");
    await expect(page.getByRole("heading", { level: 1, name: "Ratgeber" })).toBeVisible();
    const cards = page.getByTestId("guide-card");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Die ersten Tage mit deinem Tierschutzhund",
      "Checkliste: Das brauchst du vor der Ankunft deines Hundes",
      "Mittelmeerkrankheiten verstehen: Leishmaniose & Co.",
      "Sicherheitsgeschirr und Leine: So verhinderst du Ausreißer",
      "Hund und Katze: Zusammenführung mit Geduld",
      "Pflegestelle auf Zeit: Was dich erwartet",
    ]);
    const columns = await cards.evaluateAll((elements) => new Set(elements.map((element) => element.getBoundingClientRect().left)).size);
    expect(columns).toBe(3);
    await expect(cards.first().getByText("Eingewöhnung")).toBeVisible();
    await cards.first().getByRole("link", { name: "Die ersten Tage mit deinem Tierschutzhund" }).click();
    await expect(page).toHaveURL(`${de}/ratgeber/die-ersten-tage-mit-deinem-hund`);
  });

  test("shows the Spanish guides on /guia", async ({ page }) => {
    await page.goto(`${es}/guia`);
    await expect(page).toHaveTitle("Guía | Costa Azahar Rescate Animal");
    const cards = page.getByTestId("guide-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText("Los primeros días con tu perro rescatado");
    await expect(cards.first().getByText("Leer la guía")).toBeVisible();
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", "/guia/los-primeros-dias-con-tu-perro");
  });

  test("is server-rendered with structured data", async ({ request }) => {
    const html = await (await request.get(`${de}/ratgeber`)).text();
    expect(html).toContain("Pflegestelle auf Zeit: Was dich erwartet");
    expect(jsonLdTypes(html)).toEqual(["ItemList", "BreadcrumbList"]);
  });

  test("shows six placeholder cards while the list loads during client-side navigation", async ({ page }) => {
    await page.goto(`${de}/impressum`);
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Ratgeber", exact: true }).click();
    const skeleton = page.getByTestId("guide-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator(":scope > div > *")).toHaveCount(6);
    release();
    await expect(page.getByTestId("guide-card")).toHaveCount(6, { timeout: 10_000 });
    await expect(skeleton).toHaveCount(0);
  });

  test("the sitemap of each host lists its posts and guides with hreflang alternates", async ({ request }) => {
    const german = await (await request.get(`${de}/sitemap.xml`)).text();
    expect(german).toContain(`<loc>${de}/ratgeber/hund-und-katze-zusammenfuehren</loc>`);
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${es}/guia/perro-y-gato-convivencia"/>`);
    expect(german).toContain(`<loc>${de}/blog/rueckblick-2024</loc>`);
    expect(german).not.toContain(`<loc>${es}`);
    const spanish = await (await request.get(`${de}/sitemap.xml`, { headers: { host: new URL(es).host } })).text();
    expect(spanish).toContain(`<loc>${es}/blog/resumen-2024</loc>`);
    expect(spanish).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${de}/blog/rueckblick-2024"/>`);
  });
});
