import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "../support/test";
import { e2eFirstEditor, signInAsNewEditor } from "../support/editors";
import { sendThroughEndpoint } from "../support/forms";
import { uniqueEmail } from "../support/mailbox";
import { type Locale, bothLocales, siteUrl, staticRoutes } from "../support/site";

/**
 * axe-core (the engine behind Lighthouse's accessibility score) on every page
 * without parameters, one page of each kind with a slug and the not-found
 * page, on both hosts: WCAG 2.1 A and AA and axe's best practices (heading
 * order, landmarks, alt text that repeats a caption, …). The pages are checked
 * with a stored consent (no banner, whatever the machine's speed); the banner
 * has its own check below.
 */
const detailPaths: Record<Locale, string[]> = {
  // Chosen for what they show: an adoptable dog (WhatsApp button, shelter link, a picture without alt text in its
  // description), a post with a captioned gallery, a favourites list with a dog that is no longer listed.
  de: [
    "/hunde/senor-pena-a0b00003",
    "/blog/luna-ist-angekommen",
    "/ratgeber/die-ersten-tage-mit-deinem-hund",
    "/merkliste?hunde=a0b00003,zz999999",
    "/gibt-es-nicht",
  ],
  es: [
    "/perros/senor-pena-a0b00003",
    "/blog/luna-ha-llegado",
    "/guia/lista-antes-de-la-llegada",
    "/favoritos?perros=a0b00003,zz999999",
    "/no-existe",
  ],
};

/**
 * axe's legacy mode runs `axe.run` in the page itself. The default runs it in parts and joins them in a new blank
 * page of the context, a second page and a second copy of axe per check: 1.3–2.6 s more of each check on the 2-core
 * machine (decision 32). The legacy mode leaves out frames of another origin: no page checked here has one (its one
 * iframe, a video's, comes only at a click), and a page that gets one fails here rather than pass unchecked.
 */
async function violations(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page.frames().filter((frame) => frame !== page.mainFrame() && new URL(frame.url()).origin !== origin);
  expect(
    foreignFrames.map((frame) => frame.url()),
    "frames of another origin, which axe's legacy mode does not check",
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode()
    .analyze();
  return results.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

/** A stored consent (no banner, whatever the machine's speed), from before the page's first script. */
async function withStoredConsent(page: Page) {
  await page.addInitScript(() => {
    const now = Date.now();
    const consent = {
      analytics: false,
      timestamp: new Date(now).toISOString(),
      expiry: new Date(now + 365 * 86_400_000).toISOString(),
    };
    localStorage.setItem("cookie-consent", JSON.stringify(consent));
  });
}

/**
 * On a phone's screen, long pages with parts laid out only when scrolled near (content-visibility: the footer, the
 * dog cards, decision 58): axe judges what is not laid out by what it finds under it, as Lighthouse's run does on its
 * phone (decision 72: a block laid out as axe scrolled moved the footer under its look).
 */
const laidOutWhenNear: Record<Locale, string[]> = {
  de: ["/", "/hunde/senor-pena-a0b00003", "/adoption", "/mitgliedschaft"],
  es: ["/", "/perros/senor-pena-a0b00003", "/adopcion", "/hacerse-socio"],
};

for (const locale of bothLocales) {
  for (const path of laidOutWhenNear[locale]) {
    test(`${locale} ${path} on a phone: no accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await withStoredConsent(page);
      await page.goto(siteUrl(locale, path), { waitUntil: "networkidle" });
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const path of [...staticRoutes.map((route) => route[locale]), ...detailPaths[locale]]) {
    test(`${locale} ${path}: no accessibility violations`, async ({ page }) => {
      await withStoredConsent(page);
      await page.goto(siteUrl(locale, path), { waitUntil: "networkidle" });
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`${locale}: the workspace's sign-in page has no accessibility violations`, async ({ page }) => {
    await page.goto(siteUrl(locale, "/admin/login"), { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
  });

  // The workspace's pages after a sign-in by mail, one page per test: axe on the editor's page alone takes seconds on
  // a busy machine (four such pages in one test ran out of its 30 s). The person's page is the first editor's, who
  // has mails.
  const workspacePaths = [
    "/admin",
    "/admin/editors",
    "/admin/activity",
    "/admin/posts",
    "/admin/posts/new",
    "/admin/guides",
    "/admin/guides/new",
    "/admin/team",
    "/admin/team/new",
    "/admin/team/founder",
    "/admin/faq",
    "/admin/faq/new",
    "/admin/inbox",
    "/admin/spam",
    `/admin/people?email=${e2eFirstEditor}`,
  ];
  for (const path of workspacePaths) {
    test(`${locale}: the workspace's ${path} has no accessibility violations`, async ({ page, context }) => {
      await signInAsNewEditor(context, locale);
      await page.goto(siteUrl(locale, path), { waitUntil: "networkidle" });
      await expect(page).toHaveURL(siteUrl(locale, path));
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`${locale}: a team member's editor and history have no accessibility violations`, async ({ page, context }) => {
    await signInAsNewEditor(context, locale);
    await page.goto(siteUrl(locale, "/admin/team"), { waitUntil: "networkidle" });
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/team\/[0-9a-f-]{36}$/);
    await page.waitForLoadState("networkidle");
    expect(await violations(page), "a member's editor").toEqual([]);
    await page.goto(`${page.url()}/history`, { waitUntil: "networkidle" });
    expect(await violations(page), "a member's history").toEqual([]);
  });

  test(`${locale}: a request of the workspace's inbox has no accessibility violations`, async ({ page, context, request }) => {
    await signInAsNewEditor(context, locale);
    const email = uniqueEmail("axe");
    await sendThroughEndpoint(request, locale, "/api/send-form-email", {
      formType: "contact",
      locale,
      data: { name: "Jürgen Groß", email, phone: "", message: "Eine Frage zur Adoption, bitte meldet euch.", privacyAccepted: true },
    });
    await page.goto(siteUrl(locale, `/admin/inbox?q=${encodeURIComponent(email)}`), { waitUntil: "networkidle" });
    await page.getByRole("link", { name: /: Jürgen Groß$/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
    await page.waitForLoadState("networkidle");
    expect(await violations(page), "a request").toEqual([]);
  });

  test(`${locale}: the cookie banner has no accessibility violations`, async ({ page }) => {
    await page.goto(siteUrl(locale, "/"), { waitUntil: "networkidle" });
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
