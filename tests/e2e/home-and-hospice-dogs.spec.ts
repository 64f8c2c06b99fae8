import { type Page, expect, test } from "../support/test";
import { ownServerWithDogSource } from "../support/own-server";
import { e2eOrigins } from "../support/ports";
import { chunkAddress, holdRequests, recordDocumentLoads, recordRequests, waitForHydration } from "../support/network";

/**
 * The dogs on the home and hospice pages, from the fake dog source of the
 * global setup (tests/support/dog-fixture.ts): five dogs there are available
 * for adoption, nine are listed without being hidden, two live in the hospice.
 */
const availableAdoptionDogs = ["Jürgen", "Señor Peña", "Lucía", "Kira", "Udo"];
/** In list order (id descending). */
const hospiceDogs = ["Zoë", "Opa Tomás"];

const locales = [
  {
    name: "de",
    origin: () => e2eOrigins().de,
    dogsPath: "/hunde",
    hospicePath: "/hospiz",
    dogsTitle: "Sie suchen ein Zuhause",
    allDogs: "Alle Hunde ansehen (9)",
    hospiceTitle: "Unsere Hospizhunde",
    hospiceCount: "Derzeit leben 2 Hunde in unserem Hospiz.",
    hospiceBadge: "Hospiz",
    addFavourite: "Zur Merkliste hinzufügen",
  },
  {
    name: "es",
    origin: () => e2eOrigins().es,
    dogsPath: "/perros",
    hospicePath: "/hospicio",
    dogsTitle: "Buscan un hogar",
    allDogs: "Ver todos los perros (9)",
    hospiceTitle: "Nuestros perros del hospicio",
    hospiceCount: "Actualmente viven 2 perros en nuestro hospicio.",
    hospiceBadge: "Hospicio",
    addFavourite: "Añadir a favoritos",
  },
] as const;

const cardTitles = (page: Page, region: string) => page.getByRole("region", { name: region }).getByRole("article").getByRole("heading");

/** The JSON-LD objects of the page as the server sent them. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

for (const l of locales) {
  test.describe(`${l.name}`, () => {
    test("the home page shows three random available adoption dogs that open their pages", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(`${l.origin()}/`);
      const serverHtml = (await response?.text()) ?? "";
      const region = page.getByRole("region", { name: l.dogsTitle });
      await expect(region.getByRole("article")).toHaveCount(3);
      const names = await cardTitles(page, l.dogsTitle).allTextContents();
      expect(new Set(names).size).toBe(3);
      for (const name of names) expect(availableAdoptionDogs).toContain(name);
      // Picked on the server: the hydrated page keeps the server's three dogs.
      await page.waitForLoadState("networkidle");
      for (const name of names) expect(serverHtml).toContain(`>${name}</a></h3>`);
      expect(await cardTitles(page, l.dogsTitle).allTextContents()).toEqual(names);
      expect(errors).toEqual([]);

      for (const link of await region.getByRole("article").getByRole("link").all()) {
        await expect(link).toHaveAttribute("href", new RegExp(`^${l.dogsPath}/[a-z0-9-]+-a0b000\\d\\d$`));
      }
      await expect(region.getByRole("link", { name: l.allDogs })).toHaveAttribute("href", l.dogsPath);

      await region.getByRole("link", { name: names[0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.dogsPath}/[a-z0-9-]+-a0b000\\d\\d$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[0]!);
    });

    test("the cards of the home and hospice pages get their code at the first interaction, their hearts with it", async ({ browser }) => {
      for (const [path, title, cards] of [
        ["/", l.dogsTitle, 3],
        [l.hospicePath, l.hospiceTitle, hospiceDogs.length],
      ] as const) {
        // A context of its own: nothing of the grid's code cached.
        const context = await browser.newContext();
        const page = await context.newPage();
        const gridCode = recordRequests(page, chunkAddress("dog-grid"));
        await page.goto(`${l.origin()}${path}`);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        const region = page.getByRole("region", { name: title });
        await expect(region.getByRole("article")).toHaveCount(cards);
        // A deferred island (docs/decisions/0028): server HTML, no hearts, no code yet.
        expect(gridCode).toEqual([]);
        await expect(region.getByRole("button", { name: l.addFavourite })).toHaveCount(0);
        await page.keyboard.press("Shift");
        await expect(region.getByRole("button", { name: l.addFavourite })).toHaveCount(cards);
        expect(gridCode).toHaveLength(1);
        await context.close();
      }
    });

    test("a card of the home page is followed in the app while the grid's code is still on its way", async ({ page }) => {
      const releaseGrid = await holdRequests(page, chunkAddress("dog-grid"));
      await page.goto(`${l.origin()}/`);
      await waitForHydration(page);
      const documents = recordDocumentLoads(page);
      const name = (await cardTitles(page, l.dogsTitle).first().textContent()) ?? "";
      await page.getByRole("region", { name: l.dogsTitle }).getByRole("link", { name, exact: true }).click();
      // The dog page's own code needs the grid's (its similar dogs): released once the click has been handled.
      releaseGrid();
      await expect(page).toHaveURL(new RegExp(`${l.dogsPath}/[a-z0-9-]+-a0b000\\d\\d$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      expect(documents).toEqual([]);
    });

    test("the home page's structured data lists the listed dogs, hidden ones left out", async ({ page }) => {
      await page.goto(`${l.origin()}/`);
      const objects = await jsonLd(page);
      expect(objects.map((object) => object["@type"])).toEqual(["Organization", "WebSite"]);
      const list = objects[1]!.mainEntity as { numberOfItems: number; itemListElement: { position: number; name: string; url: string }[] };
      expect(list.numberOfItems).toBe(9);
      expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const item of list.itemListElement) expect(item.url).toMatch(new RegExp(`^${l.origin()}${l.dogsPath}/[a-z0-9-]+-a0b000\\d\\d$`));
      const listedNames = list.itemListElement.map((item) => item.name);
      for (const name of availableAdoptionDogs) expect(listedNames).toContain(name);
      for (const hidden of [...hospiceDogs, "Niño"]) expect(listedNames).not.toContain(hidden);
    });

    test("the hospice page shows its dogs as dog cards with their count", async ({ page }) => {
      await page.goto(`${l.origin()}${l.hospicePath}`);
      const region = page.getByRole("region", { name: l.hospiceTitle });
      await expect(region.getByText(l.hospiceCount, { exact: true })).toBeVisible();
      await expect(cardTitles(page, l.hospiceTitle)).toHaveText(hospiceDogs);
      for (const card of await region.getByRole("article").all())
        await expect(card.getByText(l.hospiceBadge, { exact: true })).toBeVisible();
      // Pictures come through our image proxy; a dog without one shows the placeholder.
      const picture = (name: string) => region.getByRole("article").filter({ hasText: name }).locator("img");
      await expect(picture("Opa Tomás")).toHaveAttribute("src", /^\/images\/dogs\/\w+\/t1\/640\.webp$/);
      await expect(picture("Zoë")).toHaveAttribute("src", "/images/dogs/placeholder.svg");
      await expect(region.getByRole("link", { name: "Zoë", exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^${l.dogsPath}/zoe-a0b00007$`),
      );
      // Titled Opa Tomás, named Tomás: the address comes from the name.
      await expect(region.getByRole("link", { name: "Opa Tomás", exact: true })).toHaveAttribute("href", `${l.dogsPath}/tomas-a0b00006`);
    });
  });
}

test.describe("the hospice page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete: its dogs are in the document, no spinner, every script with the response's nonce", async ({ page }) => {
    const response = await page.goto(`${e2eOrigins().de}/hospiz`);
    const region = page.getByRole("region", { name: "Unsere Hospizhunde" });
    await expect(region.getByText("Derzeit leben 2 Hunde in unserem Hospiz.", { exact: true })).toBeVisible();
    await expect(cardTitles(page, "Unsere Hospizhunde")).toHaveText(hospiceDogs);
    await expect(page.getByText("Hospiz-Hunde werden geladen...")).toHaveCount(0);
    // The streamed dogs are written in place (no pending boundary for a script to fill in) and follow in the hydration data.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toContain("<template");
    const nonce = response?.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes!.includes("ld+json"),
    );
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(scripts.filter(([, , body]) => body!.includes("Opa Tomás")).length).toBeGreaterThan(0);
  });
});

/**
 * A server of its own whose dog source answers only when the test lets it: the
 * first dog list of a server is waited for (later ones are served from its
 * cache while refreshing), so only a fresh server shows a slow source.
 */
test.describe("the hospice page with a slow dog source", () => {
  const own = ownServerWithDogSource();

  test("holds up only the dogs' section during client-side navigation: the page's texts show while the spinner turns", async ({ page }) => {
    await page.goto(`${own.server.origins.de}/impressum`);
    await waitForHydration(page);
    const releaseDogs = own.source.holdDogList();
    // React Router follows history changes: a back/forward-style navigation to the hospice page.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/hospiz");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unser Hospiz für alte und kranke Hunde");
    await expect(page.getByRole("heading", { level: 2, name: "Warum ein Hospiz?" })).toBeVisible();
    const spinner = page.getByRole("status").filter({ hasText: "Hospiz-Hunde werden geladen..." });
    await expect(spinner).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Unsere Hospizhunde" })).toBeVisible();
    await expect(cardTitles(page, "Unsere Hospizhunde")).toHaveCount(0);
    // The page waits for its first dog list, which the source holds.
    await expect.poll(() => own.source.dogListRequests).toBe(1);
    releaseDogs();
    await expect(cardTitles(page, "Unsere Hospizhunde")).toHaveText(hospiceDogs);
    await expect(spinner).toHaveCount(0);
  });
});
