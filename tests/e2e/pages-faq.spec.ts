import { type Page, expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";

const { de, es } = e2eOrigins();

/** The FAQ item (anchor element) with the given id and its answer region. */
const item = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const answer = (page: Page, id: string) => item(page, id).locator("[data-faq-answer]");
const openAnswers = (page: Page) => page.locator("details[open] > [data-faq-answer]");
/** A question: the summary of its native disclosure. */
const question = (page: Page, text: string) => page.locator("summary", { hasText: text });

test.describe("FAQ page", () => {
  test("opens the item named in the URL hash and scrolls to it", async ({ page }) => {
    await page.goto(`${de}/faq#kosten`);
    await expect(answer(page, "kosten")).toBeVisible();
    await expect(answer(page, "kosten")).toContainText("Die Schutzgebühr beträgt 490 €.");
    await expect(item(page, "kosten")).toBeInViewport();
    await expect(openAnswers(page)).toHaveCount(1);
    await expect(answer(page, "warum-spanien")).toBeHidden();
  });

  test("keeps one item open at a time and closes it again", async ({ page }) => {
    await page.goto(`${de}/faq`);
    await expect(openAnswers(page)).toHaveCount(0);
    await question(page, "Was ist eine Vorkontrolle?").click();
    await expect(answer(page, "vorkontrolle")).toBeVisible();
    await question(page, "Was ist ein Schutzvertrag?").click();
    await expect(answer(page, "schutzvertrag")).toBeVisible();
    await expect(answer(page, "vorkontrolle")).toBeHidden();
    await expect(openAnswers(page)).toHaveCount(1);
    await question(page, "Was ist ein Schutzvertrag?").click();
    await expect(openAnswers(page)).toHaveCount(0);
  });

  test("follows a hash change", async ({ page }) => {
    await page.goto(`${es}/preguntas-frecuentes#control-previo`);
    await expect(answer(page, "control-previo")).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = "#contrato-proteccion";
    });
    await expect(answer(page, "contrato-proteccion")).toBeVisible();
    await expect(answer(page, "control-previo")).toBeHidden();
    await expect(item(page, "contrato-proteccion")).toBeInViewport();
  });

  test("opens the item when another page links to it", async ({ page }) => {
    await page.goto(`${de}/adoption`);
    await page.getByRole("link", { name: "Was ist eine Vorkontrolle?" }).click();
    await expect(page).toHaveURL(`${de}/faq#vorkontrolle`);
    await expect(answer(page, "vorkontrolle")).toBeVisible();
    await expect(item(page, "vorkontrolle")).toBeInViewport();
  });

  test("has 24 German and 23 Spanish questions with the stable anchors", async ({ page }) => {
    await page.goto(`${de}/faq`);
    await expect(page.locator("[data-faq-answer]")).toHaveCount(24);
    for (const id of ["vorkontrolle", "schutzvertrag", "kosten", "warum-spanien"]) await expect(item(page, id)).toHaveCount(1);
    await page.goto(`${es}/preguntas-frecuentes`);
    await expect(page.locator("[data-faq-answer]")).toHaveCount(23);
    for (const id of ["control-previo", "contrato-proteccion", "costos", "por-que-espana"]) await expect(item(page, id)).toHaveCount(1);
  });
});

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every answer", async ({ page }) => {
    await page.goto(`${es}/preguntas-frecuentes`);
    await expect(answer(page, "costos")).toBeVisible();
    await expect(answer(page, "costos")).toContainText("La cuota de protección es de 340 €.");
    await expect(answer(page, "socio")).toBeVisible();
  });
});
