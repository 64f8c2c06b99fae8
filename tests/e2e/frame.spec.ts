import { type Page, expect, test } from "../support/test";
import { displayPhone } from "~/platform/settings/display.server";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { e2eOrigins } from "../support/ports";
import { type Locale, bothLocales, otherLocale as other, sampleSlugPath, siteUrl, staticRoutes } from "../support/site";
import { recordDocumentLoads, waitForHydration } from "../support/network";

const navigation = {
  de: {
    label: "Hauptnavigation",
    links: [
      ["Start", "/"],
      ["Hunde", "/hunde"],
      ["Adoption", "/adoption"],
      ["Pflegestelle", "/pflegestelle"],
      ["Spenden & Teaming", "/spenden"],
      ["Über uns", "/ueber-uns"],
      ["Kontakt", "/kontakt"],
    ],
    switchLabel: "ES",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    imprint: ["Impressum", "/impressum"],
    privacy: ["Datenschutz", "/datenschutz"],
  },
  es: {
    label: "Navegación principal",
    links: [
      ["Inicio", "/"],
      ["Perros", "/perros"],
      ["Adopción", "/adopcion"],
      ["Casa de acogida", "/casa-de-acogida"],
      ["Donar & Teaming", "/donar-y-teaming"],
      ["Sobre nosotros", "/sobre-nosotros"],
      ["Contacto", "/contacto"],
    ],
    switchLabel: "DE",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    imprint: ["Aviso Legal", "/aviso-legal"],
    privacy: ["Privacidad", "/privacidad"],
  },
} as const;

/** Console errors and uncaught exceptions of a page (hydration mismatches included). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const locale of bothLocales) {
  const t = navigation[locale];

  test(`${locale}: sticky navigation with the logo, the labels in order and the language switch`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl(locale, "/"));
    const nav = page.getByRole("navigation", { name: t.label });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(t.links.map(([label]) => label));
    for (const [index, [, path]] of t.links.entries()) await expect(links.nth(index)).toHaveAttribute("href", path);
    await expect(page.locator("header")).toHaveCSS("position", "sticky");
    await expect(page.locator("header a").first()).toHaveAttribute("href", "/");
    await expect(page.getByTestId("language-switch")).toHaveText(t.switchLabel);
    // The notifications region of the toaster (sonner) is there from the first render.
    await expect(page.getByRole("region", { name: "Notifications alt+T" })).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test(`${locale}: the header's links are followed in the app and mark the page shown`, async ({ page }) => {
    await page.goto(siteUrl(locale, "/"));
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: t.label });
    const [[homeLabel], [dogsLabel, dogsPath]] = t.links;
    const home = nav.getByRole("link", { name: homeLabel });
    const dogs = nav.getByRole("link", { name: dogsLabel });
    await expect(home).toHaveAttribute("aria-current", "page");
    await expect(home).toHaveClass(/\btext-primary\b/);
    const documents = recordDocumentLoads(page);
    await dogs.click();
    await expect(page).toHaveURL(siteUrl(locale, dogsPath));
    await expect(dogs).toHaveAttribute("aria-current", "page");
    await expect(dogs).toHaveClass(/\btext-primary\b/);
    await expect(home).not.toHaveAttribute("aria-current");
    await expect(home).toHaveClass(/\btext-foreground\b/);
    // The page itself again replaces its history entry, as a router link does: once the navigation is done (React
    // Router writes the entry then), the entry has a new key and the same index.
    const entry = () => page.evaluate(() => history.state as { key: string; idx: number });
    const before = await entry();
    await dogs.click();
    await expect.poll(async () => (await entry()).key).not.toBe(before.key);
    expect((await entry()).idx).toBe(before.idx);
    // A dog's page is in the dogs' section.
    await page.locator(".dog-grid a").first().click();
    await expect(page).toHaveURL(new RegExp(`${dogsPath}/[^/]+$`));
    await expect(dogs).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(locale, "/"));
    await expect(home).toHaveAttribute("aria-current", "page");
    expect(documents).toEqual([]);
  });

  // Route discovery looks at the page's links in a timer's task after the hydration's effects (decision 77), and still
  // learns their routes ahead of a click: the header's and the footer's plain links are marked for it.
  test(`${locale}: once the page has started, the router learns the routes of the header's and footer's links`, async ({ page }) => {
    // The paths of the manifests the server sent (a 204 would have the page reload instead).
    const learnt: string[] = [];
    page.on("response", (response) => {
      if (/\/__manifest\?/.test(response.url()) && response.status() === 200)
        learnt.push(...new URL(response.url()).searchParams.get("paths")!.split(","));
    });
    await page.goto(siteUrl(locale, "/"));
    await waitForHydration(page);
    await expect.poll(() => learnt.length).toBeGreaterThan(0);
    for (const [, path] of [...t.links, t.imprint, t.privacy]) expect(learnt).toContain(path);
  });

  test(`${locale}: the footer shows both associations, the legal and the social links`, async ({ page }) => {
    await page.goto(siteUrl(locale, "/"));
    const footer = page.getByRole("contentinfo");
    for (const association of Object.values(siteConfig.associations)) {
      await expect(footer.getByText(association.legalName)).toBeVisible();
      await expect(footer.getByRole("link", { name: association.email })).toHaveAttribute("href", `mailto:${association.email}`);
      await expect(footer.getByText(displayPhone(association.phone))).toBeVisible();
      await expect(footer.getByText(`${association.address.postalCode} ${association.address.city}`)).toBeVisible();
    }
    for (const [label, path] of [t.imprint, t.privacy]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", siteConfig.social.facebook);
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", siteConfig.social.instagram);
  });

  for (const route of staticRoutes) {
    test(`${locale}: the language switch on ${route[locale]} leads to ${route[other[locale]]} on the other host`, async ({ page }) => {
      const target = e2eOrigins()[other[locale]] + route[other[locale]];
      await page.goto(siteUrl(locale, route[locale]));
      const languageSwitch = page.getByTestId("language-switch");
      await expect(languageSwitch).toHaveAttribute("href", target);
      await languageSwitch.click();
      await expect(page).toHaveURL(target);
      await expect(page.locator("html")).toHaveAttribute("lang", other[locale]);
    });
  }

  test(`${locale}: on a dog page the language switch keeps the slug`, async ({ page, request }) => {
    const prefix = { de: "/hunde/", es: "/perros/" };
    const path = await sampleSlugPath(request, locale, prefix[locale]);
    const slug = path.slice(prefix[locale].length);
    await page.goto(siteUrl(locale, path));
    await expect(page.getByTestId("language-switch")).toHaveAttribute(
      "href",
      `${e2eOrigins()[other[locale]]}${prefix[other[locale]]}${slug}`,
    );
  });

  test(`${locale}: the toggle menu on a small screen works with the keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(siteUrl(locale, "/"));
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: t.openMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();
    // Only the toggle menu's links are reachable: the desktop links are hidden on a small screen.
    await expect(page.getByRole("link", { name: t.links[1][0], exact: true })).toHaveCount(0);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: t.closeMenu })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    const menuLinks = menu.getByRole("link");
    await expect(menuLinks).toHaveText(t.links.map(([label]) => label));
    await page.keyboard.press("Tab");
    await expect(menuLinks.first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press(" ");
    await expect(menu).toBeVisible();
    await menuLinks.filter({ hasText: t.links[6][0] }).click();
    await expect(page).toHaveURL(siteUrl(locale, t.links[6][1]));
    await expect(menu).toBeHidden();
  });
}

test("the notifications code loads at the first interaction and takes over the region", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto(siteUrl("de", "/"), { waitUntil: "networkidle" });
  const loadedWithPage = scripts.length;
  const region = page.getByRole("region", { name: "Notifications alt+T" });
  await expect(region).toBeAttached();

  await page.keyboard.press("Tab");
  await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithPage);
  await page.waitForLoadState("networkidle");
  await expect(region).toBeAttached();
  await expect(region).toHaveAttribute("aria-live", "polite");
  expect(errors).toEqual([]);
});

test("every navigation scrolls to the top", async ({ page }) => {
  // A low window, so that the footer links sit below the fold on the placeholder pages too.
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto(siteUrl("de", "/"));
  for (const [label, path] of [navigation.de.imprint, navigation.de.privacy]) {
    const link = page.getByRole("contentinfo").getByRole("link", { name: label });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(siteUrl("de", path));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test("no request leaves the site before or after consent", async ({ page }) => {
  test.setTimeout(120_000);
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== e2eOrigins().de && url.origin !== e2eOrigins().es) foreign.push(request.url());
  });
  for (const locale of ["de", "es"] satisfies Locale[]) {
    for (const route of staticRoutes) {
      await page.goto(siteUrl(locale, route[locale]));
    }
  }
  await page.goto(siteUrl("de", "/"));
  // Accepting loads whatever waits for consent (and the toaster, at this first interaction).
  await page.getByRole("button", { name: "Akzeptieren" }).click();
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});
