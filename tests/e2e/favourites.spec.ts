import { type Locator, type Page, expect, test } from "../support/test";
import { e2eOrigins } from "../support/ports";
import { hydrateAndMoveMouse, waitForHydration } from "../support/network";
import { getOnHost } from "../support/site";

/**
 * Favourites against the fake dog source's fixture, in both languages: the
 * hearts on the cards and the dog page, the favourites page in list order, a
 * dog that left the list, the shared link on a fresh browser and without
 * JavaScript, the route table and the language switch.
 */
const languages = [
  {
    locale: "de",
    origin: () => e2eOrigins().de,
    other: () => e2eOrigins().es,
    dogs: "/hunde",
    favourites: "/merkliste",
    otherFavourites: "/favoritos",
    param: "hunde",
    otherParam: "perros",
    title: "Merkliste",
    add: "Zur Merkliste hinzufügen",
    remove: "Von der Merkliste entfernen",
    empty: "Deine Merkliste ist noch leer. Tippe bei einem Hund auf das Herz, um ihn hier zu sammeln.",
    notListedTitle: "Nicht mehr gelistet",
    notListed: "Ein Hund dieser Liste (zz999999) ist nicht mehr gelistet – vielleicht hat er schon ein Zuhause gefunden.",
    removeGone: "Entfernen",
    shareTitle: "Merkliste teilen",
  },
  {
    locale: "es",
    origin: () => e2eOrigins().es,
    other: () => e2eOrigins().de,
    dogs: "/perros",
    favourites: "/favoritos",
    otherFavourites: "/merkliste",
    param: "perros",
    otherParam: "hunde",
    title: "Favoritos",
    add: "Añadir a favoritos",
    remove: "Quitar de favoritos",
    empty: "Tu lista de favoritos está vacía. Toca el corazón de un perro para guardarlo aquí.",
    notListedTitle: "Ya no está en la lista",
    notListed: "Un perro de esta lista (zz999999) ya no está publicado; quizá ya ha encontrado un hogar.",
    removeGone: "Quitar",
    shareTitle: "Compartir favoritos",
  },
] as const;

/** The card of a dog in a grid, by its name. */
const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });

/**
 * The heart inside a card or page region: every heart is in a deferred island, there once the page is hydrated and
 * the visitor has first moved the mouse, touched, clicked or pressed a key.
 */
const heart = (scope: Page | Locator) => scope.locator("button[aria-pressed]");

/** The heart beside the dog page's heading. */
const dogPageHeart = (page: Page) => page.locator("h1 + button[aria-pressed]");

/** The names on the cards of the page's grid, in order. */
const cardNames = (page: Page) => page.locator(".dog-grid h3").allTextContents();

/** Opens a page and, once its scripts are there, moves the mouse over it, as a visitor reaching for a heart. */
async function openForHearts(page: Page, url: string) {
  await page.goto(url);
  await hydrateAndMoveMouse(page);
}

const storedList = (page: Page) => page.evaluate(() => window.localStorage.getItem("favourites"));

for (const l of languages) {
  test.describe(`${l.locale} favourites`, () => {
    test("hearts on the cards and the dog page keep dogs on the list, the page shows them in list order", async ({ page }) => {
      await openForHearts(page, l.origin() + l.dogs);
      const zoe = heart(card(page, "Zoë"));
      await expect(zoe).toHaveAttribute("aria-pressed", "false");
      await expect(zoe).toHaveAccessibleName(l.add);
      await zoe.click();
      await expect(zoe).toHaveAttribute("aria-pressed", "true");
      await expect(zoe).toHaveAccessibleName(l.remove);
      expect(await storedList(page)).toBe("a0b00007");

      // The dog page's heart, too, comes with its code at the first interaction (none before, as without JavaScript).
      await page.goto(`${l.origin()}${l.dogs}/senor-pena-a0b00003`);
      await waitForHydration(page);
      const pageHeart = dogPageHeart(page);
      await expect(pageHeart).toHaveCount(0);
      await hydrateAndMoveMouse(page);
      await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
      await expect(pageHeart).toHaveAccessibleName(l.add);
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(pageHeart).toHaveAccessibleName(l.remove);

      await openForHearts(page, `${l.origin()}${l.dogs}/zoe-a0b00007`);
      await expect(dogPageHeart(page)).toHaveAttribute("aria-pressed", "true");

      // Opened without a list, the page shows the visitor's own, by its address.
      await page.goto(l.origin() + l.favourites);
      await expect(page).toHaveURL(`${l.origin()}${l.favourites}?${l.param}=a0b00007,a0b00003`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
      await expect.poll(() => cardNames(page)).toEqual(["Zoë", "Señor Peña"]);
      await expect(heart(card(page, "Zoë"))).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("favourites-share-link")).toHaveAttribute(
        "href",
        `${l.origin()}${l.favourites}?${l.param}=a0b00007,a0b00003`,
      );

      // Taking a heart back on the dog list takes the dog off the list.
      await openForHearts(page, l.origin() + l.dogs);
      await heart(card(page, "Zoë")).click();
      await expect(heart(card(page, "Zoë"))).toHaveAttribute("aria-pressed", "false");
      expect(await storedList(page)).toBe("a0b00003");
    });

    test("an empty list says how to fill it", async ({ page }) => {
      await page.goto(l.origin() + l.favourites);
      await expect(page.getByText(l.empty)).toBeVisible();
      await expect(page.locator(".dog-grid")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    });

    test("a dog that left the list shows as no longer listed and can be removed", async ({ page }) => {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem("favourites")) window.localStorage.setItem("favourites", "a0b00003,zz999999,a0b00001");
      });
      await page.goto(l.origin() + l.favourites);
      await expect(page).toHaveURL(`${l.origin()}${l.favourites}?${l.param}=a0b00003,zz999999,a0b00001`);
      await expect.poll(() => cardNames(page)).toEqual(["Señor Peña", "Jürgen"]);
      await expect(page.getByRole("heading", { level: 2, name: l.notListedTitle })).toBeVisible();
      const gone = page.getByRole("listitem").filter({ hasText: l.notListed });
      await expect(gone).toHaveCount(1);

      await gone.getByRole("link", { name: l.removeGone }).click();
      await expect(page).toHaveURL(`${l.origin()}${l.favourites}?${l.param}=a0b00003,a0b00001`);
      await expect(page.getByRole("heading", { level: 2, name: l.notListedTitle })).toHaveCount(0);
      await expect.poll(() => cardNames(page)).toEqual(["Señor Peña", "Jürgen"]);
      expect(await storedList(page)).toBe("a0b00003,a0b00001");
    });

    test("the shared link opens the same list on a fresh browser", async ({ page, browser }) => {
      await openForHearts(page, l.origin() + l.dogs);
      await heart(card(page, "Lucía")).click();
      await heart(card(page, "Jürgen")).click();
      await expect(heart(card(page, "Jürgen"))).toHaveAttribute("aria-pressed", "true");
      await page.goto(l.origin() + l.favourites);
      await expect.poll(() => cardNames(page)).toEqual(["Lucía", "Jürgen"]);
      const shared = await page.getByTestId("favourites-share-link").getAttribute("href");
      expect(shared).toBe(`${l.origin()}${l.favourites}?${l.param}=a0b00005,a0b00001`);

      const phone = await browser.newContext();
      try {
        const other = await phone.newPage();
        await other.goto(shared!);
        await expect.poll(() => cardNames(other)).toEqual(["Lucía", "Jürgen"]);
        // The grid's hearts come with its code, at the first interaction (a deferred island, as on the dog list).
        await waitForHydration(other);
        await expect(heart(other)).toHaveCount(0);
        await other.mouse.move(200, 300);
        // Nothing of the other browser's list is here: the hearts are not pressed.
        await expect(heart(card(other, "Lucía"))).toHaveAttribute("aria-pressed", "false");
        expect(await storedList(other)).toBeNull();
      } finally {
        await phone.close();
      }
    });

    test("the favourites page is in the route table: language switch with the list, not on the other host", async ({ page, request }) => {
      await page.goto(`${l.origin()}${l.favourites}?${l.param}=a0b00007`);
      await expect(page.getByTestId("language-switch")).toHaveAttribute(
        "href",
        `${l.other()}${l.otherFavourites}?${l.otherParam}=a0b00007`,
      );
      await page.getByTestId("language-switch").click();
      await expect.poll(() => cardNames(page)).toEqual(["Zoë"]);
      const response = await getOnHost(request, l.locale, l.otherFavourites);
      expect(response.status()).toBe(404);
    });
  });

  test.describe(`${l.locale} favourites without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the shared link renders the list on the server, without hearts", async ({ page }) => {
      const url = `${l.origin()}${l.favourites}?${l.param}=a0b00007,zz999999,a0b00003`;
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.title);
      expect(await cardNames(page)).toEqual(["Zoë", "Señor Peña"]);
      await expect(page.getByRole("listitem").filter({ hasText: l.notListed })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name: l.shareTitle })).toBeVisible();
      await expect(page.getByTestId("favourites-share-link")).toHaveText(
        `${l.origin()}${l.favourites}?${l.param}=a0b00007,zz999999,a0b00003`,
      );
      // No heart that could not work without JavaScript.
      await expect(page.locator("button[aria-pressed]")).toHaveCount(0);

      // The remove link is a plain link: it works without JavaScript too.
      await page.getByRole("link", { name: l.removeGone }).click();
      await expect(page).toHaveURL(`${l.origin()}${l.favourites}?${l.param}=a0b00007,a0b00003`);
      expect(await cardNames(page)).toEqual(["Zoë", "Señor Peña"]);
    });
  });
}
