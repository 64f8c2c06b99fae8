import { type Page, type Request, expect, test } from "../support/test";
import { displayIban } from "../../app/platform/settings/display.server";
import { firstSettings as siteConfig } from "../../app/platform/settings/first-version";
import { e2eOrigins } from "../support/ports";
import { chunkAddress, holdRequests, hydrateAndMoveMouse, recordRequests, waitForHydration } from "../support/network";

const { de, es } = e2eOrigins();

const openAnswers = (page: Page) => page.locator("details[open] > [data-faq-answer]");
/** A question: the summary of its native disclosure. */
const question = (page: Page, text: string) => page.locator("summary", { hasText: text });

test.describe("accordions", () => {
  const cases = [
    {
      url: `${de}/pflegestelle`,
      first: "Welche Kosten kommen auf mich zu?",
      firstText: "Keine.",
      second: "Darf ich meinen Pflegehund selbst adoptieren?",
      count: 7,
    },
    { url: `${de}/spenden`, first: "Was ist Teaming?", firstText: "1 € im Monat", second: "Bekomme ich eine Spendenquittung?", count: 8 },
    { url: `${es}/donar-y-teaming`, first: "¿Qué es Teaming?", firstText: "1 € al mes", second: "¿Puedo donar por PayPal?", count: 7 },
    {
      url: `${es}/hacerse-socio`,
      first: "¿Con qué frecuencia pago la cuota?",
      firstText: "mensual (12 veces al año)",
      second: "¿Puedo darme de baja?",
      count: 5,
    },
  ];
  for (const { url, first, firstText, second, count } of cases) {
    test(`open one question at a time on ${new URL(url).host}${new URL(url).pathname}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("[data-faq-answer]")).toHaveCount(count);
      await expect(openAnswers(page)).toHaveCount(0);
      await question(page, first).click();
      await expect(openAnswers(page)).toHaveCount(1);
      await expect(openAnswers(page)).toContainText(firstText);
      await question(page, second).click();
      await expect(openAnswers(page)).toHaveCount(1);
      await expect(openAnswers(page)).not.toContainText(firstText);
      await question(page, second).click();
      await expect(openAnswers(page)).toHaveCount(0);
    });
  }

  test("the questions of the donations page work while their code is still on its way (a deferred island)", async ({ page }) => {
    const releaseAccordion = await holdRequests(page, chunkAddress("faq-accordion"));
    const accordionCode = recordRequests(page, chunkAddress("faq-accordion"));
    await page.goto(`${de}/spenden`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(accordionCode).toEqual([]);
    await question(page, "Was ist Teaming?").click();
    await expect(openAnswers(page)).toHaveText(/1 € im Monat/);
    await question(page, "Bekomme ich eine Spendenquittung?").click();
    await expect(openAnswers(page)).toHaveCount(1);
    await expect(openAnswers(page)).not.toContainText("1 € im Monat");
    // Asked for at the first click, and held until now.
    expect(accordionCode).toHaveLength(1);
    releaseAccordion();
  });
});

test.describe("bank details", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy to the clipboard with a check mark for 2 seconds and a toast", async ({ page }) => {
    await page.goto(`${de}/spenden#bankverbindung`);
    await waitForHydration(page);
    const card = page.getByRole("group", { name: "Deutschland" });
    const button = card.getByRole("button", { name: "IBAN kopieren" });
    await button.click();
    await expect(page.getByText("In Zwischenablage kopiert")).toBeVisible();
    await expect(button).toHaveAttribute("data-copied", "true");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(displayIban(siteConfig.bank.de.iban));
    await expect(button).toHaveAttribute("data-copied", "false", { timeout: 3000 });
  });

  test("say so in Spanish, and when copying fails", async ({ page }) => {
    await page.goto(`${es}/donar-y-teaming`);
    const card = page.getByRole("group", { name: "España" });
    await waitForHydration(page);
    await card.getByRole("button", { name: "Copiar BIC" }).click();
    await expect(page.getByText("Copiado al portapapeles")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.bank.es.bic);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await card.getByRole("button", { name: "Copiar Titular" }).click();
    await expect(page.getByText("Error al copiar")).toBeVisible();
  });

  test("show the tax note in German only", async ({ page }) => {
    await page.goto(`${de}/spenden`);
    await expect(page.getByRole("heading", { name: "Spendenquittung", exact: true })).toBeVisible();
    await page.goto(`${es}/donar-y-teaming`);
    await expect(page.getByRole("heading", { name: "Certificado de donación", exact: true })).toHaveCount(0);
  });
});

test("the site plan opens enlarged and closes again", async ({ page }) => {
  await page.goto(`${de}/finca-chaos`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Lageplan vergrößern" }).click();
  const dialog = page.getByRole("dialog", { name: "Lageplan der Finca" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Lageplan vergrößern" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Lageplan vergrößern" })).toBeFocused();
  // A click on the backdrop (outside the dialog's box) closes it too.
  await page.getByRole("button", { name: "Lageplan vergrößern" }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
});

test("the videos load nothing from YouTube before a click", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().startsWith(es)) thirdParty.push(request.url());
  });
  // No network in tests: answer the player request locally once it is made.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
  );
  const facadeCode = recordRequests(page, chunkAddress("video-facade"));
  await page.goto(`${es}/finca-chaos`);
  await waitForHydration(page);
  await expect(page.locator("[data-video-facade]")).toHaveCount(3);
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  // The players' code comes at the first interaction (a deferred island): the visitor's mouse on its way to a video.
  expect(facadeCode).toEqual([]);
  await hydrateAndMoveMouse(page);
  await waitForHydration(page, "[data-video-facade]");
  expect(facadeCode).toHaveLength(1);

  const [video] = siteConfig.fincaChaosVideos;
  await page.getByRole("link", { name: `Reproducir vídeo: ${video!.title.es}` }).click();
  const player = page.locator(`iframe[title="${video!.title.es}"]`);
  await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video!.youtubeId}?autoplay=1&rel=0`);
  await expect.poll(() => thirdParty.filter((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toHaveLength(1);
  await expect(page.locator("[data-video-facade]")).toHaveCount(2);
});

test.describe("membership page", () => {
  test("the button scrolls to the form section", async ({ page }) => {
    await page.goto(`${de}/mitgliedschaft`);
    await page.getByRole("link", { name: "Jetzt Mitglied werden" }).click();
    await expect(page).toHaveURL(`${de}/mitgliedschaft#contact`);
    await expect(page.locator("section#contact")).toBeInViewport();
    await expect(
      page.locator("section#contact").getByRole("heading", { level: 2, name: "Deine Beitrittserklärung", exact: true }),
    ).toBeVisible();
  });

  test("the questions have the anchor faq", async ({ page }) => {
    await page.goto(`${es}/hacerse-socio#faq`);
    await expect(page.locator("section#faq")).toBeInViewport();
    await expect(page.locator("section#faq [data-faq-answer]")).toHaveCount(5);
  });
});

test("the home hero is at least 600 px high and leads to the three calls to action", async ({ page }) => {
  await page.goto(`${de}/`);
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(600);
  await expect(hero.getByText("Seit 2013 • 2.900+ gerettete Hunde")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Hunde ansehen" })).toHaveAttribute("href", "/hunde");
  await expect(hero.getByRole("link", { name: "Pflegestelle werden" })).toHaveAttribute("href", "/pflegestelle");
  await expect(hero.getByRole("link", { name: "Jetzt spenden" })).toHaveAttribute("href", "/spenden");
});

test("the hospice page presets the donation purpose and states the 10 % share", async ({ page }) => {
  await page.goto(`${es}/hospicio`);
  await expect(page.getByText("Concepto: Hospicio")).toBeVisible();
  await expect(page.getByText("El 10 % de las donaciones para el hospicio")).toBeVisible();
});

test("the privacy page states its date", async ({ page }) => {
  await page.goto(`${de}/datenschutz`);
  await expect(page.getByText(/^Stand: \d{1,2}\. \p{L}+ \d{4}$/u)).toBeVisible();
  await page.goto(`${es}/privacidad`);
  await expect(page.getByText(/^Última actualización: \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible();
});
