import { expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";
import { bothLocales, getOnHost, notFoundTexts, otherLocale, siteNames, siteUrl } from "../support/site";

const notFoundTitle = { de: "Seite nicht gefunden", es: "Página no encontrada" };

for (const locale of bothLocales) {
  test(`${locale}: an unknown path renders the not-found page in place with status 404`, async ({ page }) => {
    const texts = notFoundTexts[locale];
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(siteUrl(locale, "/gibt-es-nicht/wirklich"));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(siteUrl(locale, "/gibt-es-nicht/wirklich"));
    await expect(page).toHaveTitle(`${notFoundTitle[locale]} | ${siteNames[locale]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading);
    await expect(page.getByText(texts.message, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.note, { exact: true })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: texts.home });
    await expect(home).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    // The missing path is logged to the browser console.
    await expect.poll(() => logged.some((line) => line.includes("/gibt-es-nicht/wirklich"))).toBe(true);
    // No counterpart in the other language: the switch leads to its home page.
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", `${e2eOrigins()[otherLocale[locale]]}/`);

    await home.click();
    await expect(page).toHaveURL(siteUrl(locale, "/"));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(texts.heading);
  });

  test(`${locale}: /404 itself answers 404 with the not-found page`, async ({ request }) => {
    const response = await getOnHost(request, locale, "/404");
    expect(response.status()).toBe(404);
    const html = await response.text();
    for (const text of Object.values(notFoundTexts[locale])) expect(html).toContain(text);
  });

  test(`${locale}: a path of the other language shows the switch to the other home page`, async ({ page }) => {
    const path = locale === "de" ? "/perros" : "/hunde";
    const response = await page.goto(siteUrl(locale, path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundTexts[locale].heading);
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", `${e2eOrigins()[otherLocale[locale]]}/`);
  });
}
