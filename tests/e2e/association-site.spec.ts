import { type Page, expect, test } from "../support/test";
import { ownWorkspaceServer } from "../support/own-workspace-server";

/**
 * The association runs its own site (issue 34), on a server of these tests' own: its facts changed in the workspace are
 * on every page of their language at once, a wrong value is refused and nothing saved; a page's texts and the
 * imprint are edited; a post edited twice gets its first version back from its history.
 */
let server: Awaited<ReturnType<typeof ownWorkspaceServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ownWorkspaceServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const de = () => server.origins.de;
const es = () => server.origins.es;

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto(`${de()}/admin/settings`);
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
}

test("facts changed in the workspace are on contact, imprint, donations, the footer and a dog page's WhatsApp link; a wrong IBAN is refused", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await server.signIn(context, "de");

  // A wrong IBAN with a right phone number: refused, the field named, nothing saved.
  await saveSettings(page, { phoneDe: "04524 9876543", ibanEs: "ES00 1234 5678" });
  await expect(page.getByText("Bitte prüfe die markierten Felder. Es wurde nichts gespeichert.")).toBeVisible();
  await expect(page.getByLabel("IBAN").nth(1)).toHaveAccessibleDescription("Diese IBAN ist ungültig: Die Prüfziffern stimmen nicht.");
  await page.goto(`${de()}/admin/settings`);
  await expect(page.locator('[name="phoneDe"]')).toHaveValue("+49 4524 000000");

  await saveSettings(page, {
    phoneDe: "04524 9876543",
    emailDe: "kontakt@hundehilfe-nord.de",
    whatsappDe: "0170 1234567",
    ibanDe: "de02 1203 0000 0000 2020 51",
  });
  await expect(page.getByText("Gespeichert: Die Website zeigt die neuen Angaben.")).toBeVisible();
  await expect(page.locator('[name="whatsappDe"]')).toHaveValue("+49 170 1234567");

  // What a visitor sees, without a session (the page cache answers them).
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  try {
    await site.goto(`${de()}/kontakt`);
    await expect(site.getByRole("main").getByRole("link", { name: "Chat öffnen" })).toHaveAttribute("href", "https://wa.me/491701234567");
    const footer = site.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "kontakt@hundehilfe-nord.de" })).toHaveAttribute(
      "href",
      "mailto:kontakt@hundehilfe-nord.de",
    );
    await expect(footer.getByText("+49 4524 9876543")).toBeVisible();

    await site.goto(`${de()}/impressum`);
    await expect(site.getByRole("main").getByRole("link", { name: "+49 4524 9876543" })).toHaveAttribute("href", "tel:+4945249876543");
    await expect(site.getByRole("main").getByRole("link", { name: "kontakt@hundehilfe-nord.de" })).toBeVisible();

    await site.goto(`${de()}/spenden`);
    await expect(site.getByRole("group", { name: "Deutschland" }).getByText("DE02 1203 0000 0000 2020 51")).toBeVisible();

    // An adoptable dog's page: its quick enquiry goes to the new number.
    await site.goto(`${de()}/hunde?type=adoption`);
    await site.locator('main a[href^="/hunde/"]').first().click();
    await expect(site.locator('main a[href^="https://wa.me/491701234567?text="]')).toHaveCount(1);

    // The Spanish association's facts stay as they were.
    await site.goto(`${es()}/contacto`);
    await expect(site.getByRole("contentinfo").getByText("+34 964 00 00 00")).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The settings' history: the newest version names what changed, and the first can come back.
  await page.goto(`${de()}/admin/settings/history`);
  await expect(page.getByText(/Geändert: .*Telefon \(Deutschland\)/)).toBeVisible();
  await expect(page.getByText(/Geändert: .*IBAN \(Deutschland\)/)).toBeVisible();
});

test("a page's texts and the imprint are edited in the workspace and shown at once", async ({ browser }) => {
  test.setTimeout(90_000);
  // Without JavaScript the rich text is a plain field of HTML: the simplest way to write a whole imprint.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await server.signIn(context, "de");
    await page.goto(`${de()}/admin/pages/about`);
    await page.getByLabel("hero › title (Deutsch)").fill("Wer wir sind");
    await page.getByLabel("team › photoAlt (Spanisch)").fill("Foto");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Die Platzhalter {name} müssen bleiben.")).toBeVisible();
    await page.getByLabel("team › photoAlt (Spanisch)").fill("Foto de {name}");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Gespeichert: Die Seite zeigt die neuen Texte.")).toBeVisible();

    await page.goto(`${de()}/admin/pages/imprint`);
    const imprint = page.locator('textarea[name="contentDe"]');
    await imprint.fill(`${await imprint.inputValue()}<h2>Aktualisiert</h2><p>Dieses Impressum hat der Vorstand am 28.11.2026 geprüft.</p>`);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Gespeichert: Die Seite zeigt die neuen Texte.")).toBeVisible();

    const visitor = await browser.newPage();
    try {
      await visitor.goto(`${de()}/ueber-uns`);
      await expect(visitor.getByRole("heading", { level: 1, name: "Wer wir sind" })).toBeVisible();
      await visitor.goto(`${es()}/sobre-nosotros`);
      await expect(visitor.getByRole("heading", { level: 1, name: "Sobre nosotros" })).toBeVisible();
      await visitor.goto(`${de()}/impressum`);
      await expect(visitor.getByText("Dieses Impressum hat der Vorstand am 28.11.2026 geprüft.")).toBeVisible();
      // The facts are still filled in from the settings.
      await expect(visitor.getByRole("main").getByText("Costa Azahar Hundehilfe e.V.").first()).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await context.close();
  }
});

test("a post edited twice gets its first version back from its history, as a new version", async ({ page, context }) => {
  test.setTimeout(120_000);
  await server.signIn(context, "de");
  const stamp = Date.now();
  await page.goto(`${de()}/admin/posts/new`);
  const german = page.getByRole("group", { name: "Deutsch", exact: true });
  await german.getByLabel("Titel", { exact: true }).fill(`Erste Fassung ${stamp}`);
  await german.getByLabel("Adresse (Slug)").fill(`fassungen-${stamp}`);
  await page.getByRole("group", { name: "Spanisch", exact: true }).getByLabel("Titel", { exact: true }).fill(`Primera versión ${stamp}`);
  await page.getByLabel("Status").selectOption("Veröffentlicht");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible({ timeout: 30_000 });
  for (const title of [`Zweite Fassung ${stamp}`, `Dritte Fassung ${stamp}`]) {
    await german.getByLabel("Titel", { exact: true }).fill(title);
    // Saved when the editor's data came anew after the save's answer.
    const reloaded = page.waitForResponse((response) => response.request().method() === "GET" && response.url().includes(".data"));
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await reloaded;
    await expect(german.getByLabel("Titel", { exact: true })).toHaveValue(title);
  }

  await page.getByRole("link", { name: "Verlauf" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Verlauf: Dritte Fassung ${stamp}` })).toBeVisible();
  // Newest first, the newest the current one.
  await expect(page.locator("main ol > li p.font-semibold")).toHaveText([/^Fassung 3\s*· Aktuelle Fassung$/, /^Fassung 2$/, /^Fassung 1$/]);
  await expect(page.getByText("Geändert: Titel (Deutsch)").first()).toBeVisible();
  await page.getByRole("button", { name: "Fassung 1 wiederherstellen" }).click();
  await expect(page.getByText("Fassung 1 wurde als neue Fassung wiederhergestellt.")).toBeVisible();
  await expect(page.getByText("Wiederhergestellt aus Fassung 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fassung 3 wiederherstellen" })).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto(`${de()}/blog/fassungen-${stamp}`);
    await expect(visitor.getByRole("heading", { level: 1, name: `Erste Fassung ${stamp}` })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
