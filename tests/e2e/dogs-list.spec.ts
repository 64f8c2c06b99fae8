import { type Page, expect, test } from "../support/test";
import {
  chunkAddress,
  holdRequests,
  holdScripts,
  hydrateAndMoveMouse,
  recordDataRequests,
  recordDocumentLoads,
  recordRequests,
  waitForHydration,
} from "../support/network";
import { e2eOrigins } from "../support/ports";

/**
 * The dog list against the fake dog source's fixture, in both languages: 15
 * dogs loaded, 13 with a card (one has no title, one no id). Hero and filter
 * buttons count all loaded dogs.
 */
const languages = [
  {
    locale: "de",
    origin: () => e2eOrigins().de,
    path: "/hunde",
    hero: "13 Schützlinge",
    placeholder: "Suche nach Name...",
    all: "Alle (13)",
    adoption: "Zur Adoption (6)",
    sponsorship: "Patenschaft (3)",
    hospice: "Hospiz (2)",
    germany: "Deutschland (3)",
    spain: "Spanien (10)",
    reset: "Filter zurücksetzen",
    one: "1 Hund gefunden",
    many: (n: number) => `${n} Hunde gefunden`,
    empty: "Keine Hunde gefunden. Bitte passe deine Suche an.",
    reserved: "Reserviert",
    available: "Verfügbar",
    updated: "Zuletzt aktualisiert: 30. April 2026 um 16:45",
    homesTitle: "Wo unsere Hunde leben",
    homes: [
      ["Pflegestelle werden", "/pflegestelle"],
      ["Zur Finca Chaos", "/finca-chaos"],
      ["Zur Residencia Monika", "/residencia-monika"],
      ["Zum Hospiz", "/hospiz"],
    ],
  },
  {
    locale: "es",
    origin: () => e2eOrigins().es,
    path: "/perros",
    hero: "13 protegidos",
    placeholder: "Buscar por nombre...",
    all: "Todos (13)",
    adoption: "En Adopción (6)",
    sponsorship: "Apadrinamiento (3)",
    hospice: "Hospicio (2)",
    germany: "Alemania (3)",
    spain: "España (10)",
    reset: "Restablecer filtros",
    one: "1 perro encontrado",
    many: (n: number) => `${n} perros encontrados`,
    empty: "No se encontraron perros. Por favor ajusta tu búsqueda.",
    reserved: "Reservado",
    available: "Disponible",
    updated: "Última actualización: 30 de abril de 2026 a las 16:45",
    homesTitle: "Dónde viven nuestros perros",
    homes: [
      ["Ser casa de acogida", "/casa-de-acogida"],
      ["Ir a la Finca Chaos", "/finca-chaos"],
      ["Ir a la Residencia Monika", "/residencia-monika"],
      ["Ir al hospicio", "/hospicio"],
    ],
  },
] as const;

const cards = (page: Page) => page.getByRole("article");
/** The card titles in order (auto-waiting: the list follows the search once typing pauses). */
const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading");

for (const l of languages) {
  test.describe(`dog list (${l.locale})`, () => {
    test("shows the hero count, filters with counts over the dogs shown, cards, status labels and the update time", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      await expect(page.getByText(l.hero, { exact: true })).toBeVisible();
      await expect(page.getByRole("searchbox")).toHaveAttribute("placeholder", l.placeholder);
      for (const label of [l.all, l.adoption, l.sponsorship, l.hospice, l.germany, l.spain]) {
        await expect(page.getByRole("button", { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("button", { name: l.all, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: l.reset })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(13);
      // The fixture's entries without title or id get no card.
      await expect(page.getByText("Ohne Kennung")).toHaveCount(0);
      await expect(page.getByText("Ohne Titel")).toHaveCount(0);
      // List order: id descending, Monika and hospice dogs interleaved.
      await expect(cardTitles(page)).toHaveText([
        "Fina",
        "Udo",
        "Weißwurst",
        "Kira",
        "Ágata",
        "Zoë",
        "Óscar",
        "Niño",
        "Señor Peña",
        "Bärbel",
        "Jürgen",
        "Opa Tomás",
        "Lucía",
      ]);
      await expect(cards(page).filter({ hasText: "Bärbel" }).getByText(l.reserved, { exact: true })).toBeVisible();
      await expect(cards(page).filter({ hasText: "Jürgen" }).getByText(l.available, { exact: true })).toBeVisible();
      for (const hidden of ["Opa Tomás", "Niño", "Fina"]) {
        await expect(
          cards(page)
            .filter({ hasText: hidden })
            .getByText(new RegExp(`^(${l.reserved}|${l.available})$`)),
        ).toHaveCount(0);
      }
      await expect(page.getByText(l.updated, { exact: true })).toBeVisible();
      const homes = page.getByRole("region", { name: l.homesTitle });
      for (const [label, href] of l.homes) await expect(homes.getByRole("link", { name: label })).toHaveAttribute("href", href);
    });

    test("a search typed before the page's scripts have arrived applies once they have", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(l.origin() + l.path);
      await page.getByRole("searchbox").fill("jür");
      release();
      await waitForHydration(page);
      await expect(cardTitles(page)).toHaveText(["Jürgen"]);
      await expect(page).toHaveURL(/\?q=j%C3%BCr$/);
      await expect(page.getByRole("searchbox")).toHaveValue("jür");
    });

    test("searches case-insensitively, in the URL, with singular, plural and empty results", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      await waitForHydration(page);
      const search = page.getByRole("searchbox");
      await search.fill("JÜR");
      await expect(page.getByText(l.one, { exact: true })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(["Jürgen"]);
      await expect(page).toHaveURL(/\?q=J%C3%9CR$/);
      // Headline and species are searched too.
      await search.fill("sonderfall");
      await expect(page.getByText(l.many(2), { exact: true })).toBeVisible();
      await search.fill("residencia monika");
      await expect(cardTitles(page)).toHaveText(["Lucía"]);
      await search.fill("zzz");
      await expect(page.getByText(l.empty, { exact: true })).toBeVisible();
      await expect(page.getByText(l.many(0), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      // Whitespace only is no search.
      await search.fill("   ");
      await expect(cards(page)).toHaveCount(13);
      await expect(page.getByText(l.many(13), { exact: true })).toHaveCount(0);
    });

    test("filters by each type and location, toggles a filter off, combines them and resets", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      await waitForHydration(page);
      const expectations = [
        [l.adoption, "type=adoption", ["Udo", "Kira", "Señor Peña", "Bärbel", "Jürgen", "Lucía"]],
        [l.sponsorship, "type=sponsorship", ["Fina", "Niño", "Señor Peña"]],
        [l.hospice, "type=hospice", ["Zoë", "Opa Tomás"]],
      ] as const;
      for (const [label, param, names] of expectations) {
        await page.getByRole("button", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?${param}$`));
        await expect(page.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByText(l.many(names.length), { exact: true })).toBeVisible();
        await expect(cardTitles(page)).toHaveText(names);
      }
      // Clicking the active filter switches it off.
      await page.getByRole("button", { name: l.hospice, exact: true }).click();
      await expect(cards(page)).toHaveCount(13);
      await expect(page.getByRole("button", { name: l.all, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(new RegExp(`${l.path}$`));

      await page.getByRole("button", { name: l.germany, exact: true }).click();
      await expect(cardTitles(page)).toHaveText(["Kira", "Bärbel", "Jürgen"]);
      await page.getByRole("button", { name: l.spain, exact: true }).click();
      await expect(cards(page)).toHaveCount(10);
      await expect(page).toHaveURL(/\?location=spain$/);
      // Counts stay those of all dogs while filtering.
      await expect(page.getByRole("button", { name: l.adoption, exact: true })).toBeVisible();
      await page.getByRole("button", { name: l.adoption, exact: true }).click();
      await expect(cardTitles(page)).toHaveText(["Udo", "Señor Peña", "Lucía"]);
      await page.getByRole("searchbox").fill("peña");
      await expect(page.getByText(l.one, { exact: true })).toBeVisible();

      await page.getByRole("button", { name: l.reset }).click();
      await expect(cards(page)).toHaveCount(13);
      await expect(page.getByRole("searchbox")).toHaveValue("");
      await expect(page.getByRole("button", { name: l.reset })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${l.path}$`));
    });

    test("a card links by the dog's name, a dog without a name to unknown-dog; a dog without a title has no card", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      await waitForHydration(page);
      const link = (title: string) => cards(page).getByRole("link", { name: title, exact: true });
      // The slug comes from `name`, the card shows the title.
      await expect(link("Opa Tomás")).toHaveAttribute("href", `${l.path}/tomas-a0b00006`);
      await expect(link("Jürgen")).toHaveAttribute("href", `${l.path}/juergen-a0b00001`);
      await expect(link("Fina")).toHaveAttribute("href", `${l.path}/unknown-dog`);
      // Paco has a name but no title.
      await expect(page.getByText("Paco")).toHaveCount(0);
      // The search still looks at the title: "Opa" is not in Tomás's name.
      await page.getByRole("searchbox").fill("opa");
      await expect(cardTitles(page)).toHaveText(["Opa Tomás"]);
    });

    test("presets the type filter from ?type= and keeps shared filter URLs", async ({ page }) => {
      await page.goto(`${l.origin()}${l.path}?type=hospice`);
      await expect(page.getByRole("button", { name: l.hospice, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveText(["Zoë", "Opa Tomás"]);
      await page.goto(`${l.origin()}${l.path}?q=a&location=germany`);
      await expect(page.getByRole("searchbox")).toHaveValue("a");
      await expect(cardTitles(page)).toHaveText(["Kira", "Jürgen"]);
      // A value that is no type is taken as given: nothing matches, reset offered.
      await page.goto(`${l.origin()}${l.path}?type=katzen`);
      await expect(page.getByText(l.empty, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: l.reset })).toBeVisible();
    });
  });
}

test.describe("dog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders the filtered list on the server and filters through the form", async ({ page }) => {
    await page.goto(`${e2eOrigins().de}/hunde?type=adoption`);
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("button", { name: "Deutschland (3)", exact: true }).click();
    await expect(page).toHaveURL(/type=adoption/);
    await expect(cardTitles(page)).toHaveText(["Kira", "Bärbel", "Jürgen"]);
    await page.getByRole("searchbox").fill("kira");
    await page.getByRole("searchbox").press("Enter");
    await expect(page.getByText("1 Hund gefunden", { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(["Kira"]);
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect(cards(page)).toHaveCount(13);
  });
});

test("the grid has 1, 2, 3 or 4 columns by width; the first image loads with priority, later ones lazily", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/hunde`);
  const grid = page.getByRole("article").first().locator("xpath=ancestor::ul[1]");
  for (const [width, columns] of [
    [390, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length)).toBe(columns);
  }
  const images = page.getByRole("article").locator("img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  // On a phone the first card is the largest paint: no other picture shares the line with it.
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
  await expect(images.nth(1)).not.toHaveAttribute("fetchpriority", /./);
  await expect(images.nth(8)).toHaveAttribute("loading", "lazy");
  await expect(images.first()).toHaveAttribute("width", "640");
  await expect(images.first()).toHaveAttribute("height", "640");
  const sources = page.getByRole("article").first().locator("source");
  await expect(sources.first()).toHaveAttribute("type", "image/avif");
  await expect(sources.first()).toHaveAttribute(
    "srcset",
    /^\/images\/dogs\/\w+\/f1\/320\.avif 320w, \/images\/dogs\/\w+\/f1\/640\.avif 640w$/,
  );
  await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
});

test("the list's code takes over the server's cards as they are: the same elements, no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  for (const [origin, path] of [
    [e2eOrigins().de, "/hunde"],
    [e2eOrigins().es, "/perros"],
  ] as const) {
    await page.goto(origin + path);
    await expect(cards(page)).toHaveCount(13);
    // Each card's element is marked; React would make new ones where the server's markup differed from its own.
    await cards(page).evaluateAll((articles) => articles.forEach((article) => Object.assign(article, { fromServer: true })));
    await hydrateAndMoveMouse(page);
    // The hearts are there once the list's code has hydrated the cards.
    await expect(page.locator("article .fav")).toHaveCount(13);
    expect(await cards(page).evaluateAll((articles) => articles.filter((article) => "fromServer" in article).length)).toBe(13);
  }
  expect(errors).toEqual([]);
});

test("client-side navigation shows the spinner while the list or a dog page loads", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/`);
  await waitForHydration(page);
  // Holds the list's data request until released.
  const releaseList = await holdRequests(page, /\/hunde\.data(\?|$)/);
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Hunde", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hunde werden geladen..." })).toBeAttached();
  await expect(cards(page)).toHaveCount(0);
  releaseList();
  await expect(cards(page)).toHaveCount(13);
  const releaseDog = await holdRequests(page, /\/hunde\/juergen-a0b00001\.data(\?|$)/);
  await page.getByRole("link", { name: "Jürgen", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hund wird geladen..." })).toBeVisible();
  releaseDog();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jürgen");
});

test("filters and search change only the address: the list in the browser is not loaded again", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/hunde`);
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(13);
  const dataRequests = recordDataRequests(page);
  await page.getByRole("button", { name: "Hospiz (2)", exact: true }).click();
  await expect(page).toHaveURL(/\?type=hospice$/);
  await expect(cardTitles(page)).toHaveText(["Zoë", "Opa Tomás"]);
  await page.getByRole("searchbox").fill("opa");
  await expect(page).toHaveURL(/\?q=opa&type=hospice$/);
  await expect(cardTitles(page)).toHaveText(["Opa Tomás"]);
  await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL(/\/hunde$/);
  await expect(cards(page)).toHaveCount(13);
  expect(dataRequests).toEqual([]);
  // A step back and forward in the history: the list is not loaded again either, only the language layout's guard
  // answers (the typed search replaced the filter's entry).
  await page.goBack();
  await expect(page).toHaveURL(/\?q=opa&type=hospice$/);
  await expect(page.getByRole("searchbox")).toHaveValue("opa");
  await expect(cardTitles(page)).toHaveText(["Opa Tomás"]);
  await page.goForward();
  await expect(page).toHaveURL(/\/hunde$/);
  await expect(cards(page)).toHaveCount(13);
  const layoutOnly = "_routes=routes%2Flayouts%2Flocale-de";
  expect(dataRequests).toEqual([
    `${e2eOrigins().de}/hunde.data?q=opa&type=hospice&${layoutOnly}`,
    `${e2eOrigins().de}/hunde.data?${layoutOnly}`,
  ]);
});

test("the list's code loads at the first interaction; a filter and a search sent before it is there stay in the app", async ({ page }) => {
  const listCode = recordRequests(page, chunkAddress("dog-browser"));
  const releaseList = await holdRequests(page, chunkAddress("dog-browser"));
  await page.goto(`${e2eOrigins().de}/hunde`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // A deferred island (docs/decisions/0028): the complete list as server HTML, no hearts, no code yet.
  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByRole("button", { name: "Zur Merkliste hinzufügen" })).toHaveCount(0);
  expect(listCode).toEqual([]);

  const documents = recordDocumentLoads(page);
  const dataRequests = recordDataRequests(page);
  await page.getByRole("button", { name: "Hospiz (2)", exact: true }).click();
  await expect(page).toHaveURL(/\/hunde\?type=hospice$/);
  await expect.poll(() => listCode.length).toBe(1);
  releaseList();
  await expect(cardTitles(page)).toHaveText(["Zoë", "Opa Tomás"]);
  await expect(page.getByRole("button", { name: "Hospiz (2)", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Zur Merkliste hinzufügen" })).toHaveCount(2);
  expect(documents).toEqual([]);

  // The same for the search on a fresh visit: Enter in the box before the code is there.
  await page.unrouteAll();
  const releaseAgain = await holdRequests(page, chunkAddress("dog-browser"));
  await page.goto(`${e2eOrigins().de}/hunde`);
  await waitForHydration(page);
  const documentsBefore = documents.length;
  await page.getByRole("searchbox").fill("opa");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/hunde\?q=opa$/);
  releaseAgain();
  await expect(cardTitles(page)).toHaveText(["Opa Tomás"]);
  await expect(page.getByText("1 Hund gefunden", { exact: true })).toBeVisible();
  expect(documents).toHaveLength(documentsBefore);

  // A filter switched off before the code is there: the pressed button's empty value wins over the current filter.
  await page.unrouteAll();
  const releaseThird = await holdRequests(page, chunkAddress("dog-browser"));
  await page.goto(`${e2eOrigins().de}/hunde?type=hospice`);
  await waitForHydration(page);
  const documentsThen = documents.length;
  await page.getByRole("button", { name: "Alle (13)", exact: true }).click();
  await expect(page).toHaveURL(/\/hunde$/);
  releaseThird();
  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByRole("button", { name: "Alle (13)", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(documents).toHaveLength(documentsThen);
  expect(dataRequests).toEqual([]);
});

test("a client-side navigation to the list loads the list's code with its data: no page without its list", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/`);
  await waitForHydration(page);
  const releaseList = await holdRequests(page, chunkAddress("dog-browser"));
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Hunde", exact: true }).click();
  // The list's data is there, its code is not: the navigation waits, with its loading view.
  await expect(page.getByRole("status").filter({ hasText: "Hunde werden geladen..." })).toBeAttached();
  await expect(page.getByRole("region", { name: "Wo unsere Hunde leben" })).toHaveCount(0);
  releaseList();
  await expect(cards(page)).toHaveCount(13);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Wo unsere Hunde leben" })).toBeVisible();
});
