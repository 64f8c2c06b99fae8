import { type APIRequestContext, type Browser, expect, test } from "../support/test";
import sharp from "sharp";
import { signInAsNewEditor } from "../support/editors";
import { heicPhoto } from "../support/pictures";
import { type Locale, bothLocales, getOnHost, siteUrl } from "../support/site";

/**
 * The team on the about page, run from the workspace: an editor adds a member with a photo, moves them a place up,
 * changes their position and restores the first version from the history; visitors of both hosts (the page cache
 * included) see every change at once. The hospice founder's photo likewise on the hospice page. Each test deletes
 * what it added: the other tests of this project read the about and hospice pages as they were.
 */
test.describe.configure({ mode: "serial" });

const aboutPaths = { de: "/ueber-uns", es: "/sobre-nosotros" } as const;
const hospicePaths = { de: "/hospiz", es: "/hospicio" } as const;

/** The names on a host's about page in their order, as a visitor without a session gets it (from the page cache). */
async function shownTeam(browser: Browser, locale: Locale) {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(siteUrl(locale, aboutPaths[locale]));
    return await page.locator("li:has(picture) h3").allTextContents();
  } finally {
    await visitor.close();
  }
}

/** A real photo: a JPEG as a camera writes it, not square. */
const photo = async () => ({
  name: "portrait.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#7a9a5c" } })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

/** A visitor's copy of a public page (no session: what the page cache keeps). */
const publicHtml = async (request: APIRequestContext, locale: Locale, path: string) => (await getOnHost(request, locale, path)).text();

test("a member added with a photo is on both hosts' about pages in order; an edit and a restore through the history", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(context, "de");
  const name = `Test Person ${Date.now()}`;
  const examples = await shownTeam(browser, "de");
  expect(examples.length).toBeGreaterThan(1);

  await page.goto(siteUrl("de", "/admin"));
  await page.getByRole("navigation", { name: "Bereiche" }).getByRole("link", { name: "Team" }).click();
  await page.getByRole("link", { name: "Neues Teammitglied" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Aufgabe im Verein (Deutsch)").fill("Beisitzerin");
  await page.getByLabel("Aufgabe im Verein (Spanisch)").fill("Vocal");
  await page.getByLabel("Foto", { exact: true }).setInputFiles(await photo());
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const editorUrl = page.url().replace(/\?.*$/, "");

  // Last on both hosts' about pages, with the position in the page's language and the photo's sized copies.
  for (const locale of bothLocales) {
    await expect.poll(() => shownTeam(browser, locale)).toEqual([...examples, name]);
    const html = await publicHtml(request, locale, aboutPaths[locale]);
    expect(html).toContain(locale === "de" ? "Beisitzerin" : "Vocal");
    const copy = /srcset="(\/media\/site-images\/uploads\/[0-9a-f-]{36}\.jpg\?w=320&amp;format=avif) 320w/.exec(html)?.[1];
    expect(copy).toBeDefined();
    const answer = await getOnHost(request, locale, copy!.replace("&amp;", "&"));
    expect([answer.status(), answer.headers()["content-type"]]).toEqual([200, "image/avif"]);
    expect((await sharp(await answer.body()).metadata()).width).toBe(320);
  }

  // One place up in the list: before the last example.
  await page.getByRole("link", { name: "← Zurück zum Team" }).click();
  await page.getByRole("button", { name: `„${name}“ nach oben schieben` }).click();
  const moved = [...examples.slice(0, -1), name, examples.at(-1)!];
  await expect(
    page
      .getByRole("main")
      .getByRole("listitem")
      .getByRole("link", { name: /^(?!Verlauf$)/ }),
  ).toHaveText(moved);
  await expect.poll(() => shownTeam(browser, "es")).toEqual(moved);

  // Changed, then the version before the change restored from the history.
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByLabel("Aufgabe im Verein (Deutsch)").fill("Kassenprüferin");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  await expect.poll(() => publicHtml(request, "de", aboutPaths.de)).toContain("Kassenprüferin");

  await page.getByRole("link", { name: "Verlauf" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Verlauf: ${name}` })).toBeVisible();
  const versions = page.getByRole("main").getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Fassung 3");
  await expect(versions.nth(0)).toContainText("Aktuelle Fassung");
  await expect(versions.nth(0)).toContainText("Geändert: Aufgabe im Verein (Deutsch)");
  await expect(versions.nth(1)).toContainText("Geändert: Position in der Reihenfolge");
  await expect(versions.nth(2)).toContainText("Erste Fassung");
  await page.getByRole("button", { name: "Fassung 2 wiederherstellen" }).click();
  await expect(page.getByText("Fassung 2 wurde als neue Fassung wiederhergestellt.")).toBeVisible();
  await expect(versions.nth(0)).toContainText("Wiederhergestellt aus Fassung 2");
  await expect.poll(() => publicHtml(request, "de", aboutPaths.de)).not.toContain("Kassenprüferin");
  expect(await publicHtml(request, "de", aboutPaths.de)).toContain("Beisitzerin");
  expect(await shownTeam(browser, "de")).toEqual(moved);

  await page.goto(editorUrl);
  await page.getByText("Löschen …").click();
  await page.getByRole("button", { name: "Ja, endgültig löschen" }).click();
  await expect(page.getByText(`„${name}“ wurde gelöscht.`)).toBeVisible();
  for (const locale of bothLocales) await expect.poll(() => shownTeam(browser, locale)).toEqual(examples);
});

test("a photo the pipeline refuses, and fields left empty, are said in the workspace's language and save nothing", async ({
  page,
  context,
}) => {
  await signInAsNewEditor(context, "es");
  await page.goto(siteUrl("es", "/admin/team/new"));
  await page.getByLabel("Nombre").fill("Nadie");
  await page.getByLabel("Foto", { exact: true }).setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heicPhoto() });
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("No se ha guardado la foto «IMG_0001.HEIC»: Es una foto de iPhone en formato HEIC");

  await page.getByLabel("Nombre").fill("Nadie");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Revisa los campos marcados, por favor.");
  await expect(page.getByLabel("Función en la asociación (alemán)")).toHaveAccessibleDescription("Rellena este campo, por favor.");
  await expect(page.getByLabel("Nombre")).toHaveValue("Nadie");
  await expect(page).toHaveURL(/\/admin\/team\/new$/);
});

test("the hospice founder's photo on both hosts' hospice pages, then the placeholder again", async ({ page, context, request }) => {
  await signInAsNewEditor(context, "es");
  await page.goto(siteUrl("es", "/admin/team"));
  await page.getByRole("link", { name: "Foto de la fundadora del hospicio" }).click();
  await page.getByLabel(/^Foto de /).setInputFiles(await photo());
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado. La página «Hospicio» ya muestra la foto.")).toBeVisible();
  for (const locale of bothLocales) {
    await expect
      .poll(() => publicHtml(request, locale, hospicePaths[locale]))
      .toMatch(/srcset="\/media\/site-images\/uploads\/[0-9a-f-]{36}\.jpg\?w=320/);
  }

  await page.getByLabel("Quitar la foto (vuelve a aparecer el marcador de posición)").check();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado. La página «Hospicio» ya muestra la foto.")).toBeVisible();
  await expect(page.getByLabel("Quitar la foto (vuelve a aparecer el marcador de posición)")).toHaveCount(0);
  for (const locale of bothLocales) {
    await expect.poll(() => publicHtml(request, locale, hospicePaths[locale])).toContain('src="/images/placeholders/hospice-founder.svg"');
  }
});
