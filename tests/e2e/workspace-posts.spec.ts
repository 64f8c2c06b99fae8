import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInAsNewEditor } from "../support/editors";
import { heicPhoto, picture } from "../support/pictures";
import { type Locale, bothLocales, getOnHost, siteUrl } from "../support/site";

/**
 * Posts and guides in the editors' workspace on both hosts:
 * an editor signed in by a mailed link writes a post in both languages with a main picture and a gallery,
 * sees it on both hosts' pages, sitemaps and feeds at once, edits it, takes it back to a draft (404 in
 * public, seen in the preview) and deletes it; the same for a guide, with the home page's featured guides
 * and the guide list's order. The tests change the public lists for a moment, so they run one at a time.
 */
test.describe.configure({ mode: "serial" });

const texts = {
  de: {
    german: "Deutsch",
    spanish: "Spanisch",
    title: "Titel",
    excerpt: "Kurzfassung",
    content: "Text",
    status: "Status",
    published: "Veröffentlicht",
    draft: "Entwurf",
    heading: "Überschrift",
    image: "Hauptbild",
    galleryAdd: "Bilder hinzufügen",
    caption: "Bildunterschrift (Deutsch)",
    captionEs: "Bildunterschrift (Spanisch)",
    save: "Speichern",
    saved: "Gespeichert.",
    preview: "Vorschau",
    deleteOpen: "Löschen …",
    deleteSubmit: "Ja, endgültig löschen",
    deleted: (title: string) => `„${title}“ wurde gelöscht.`,
    slugTaken: "Diese Adresse hat schon ein anderer Eintrag. Bitte wähle eine andere.",
    featured: "Auf der Startseite zeigen",
    order: "Position in der Liste",
    placeholder: "Platzhalter [image:N]",
    moveDown: (title: string) => `„${title}“ nach unten schieben`,
    moveUp: (title: string) => `„${title}“ nach oben schieben`,
    previewNotice: "Vorschau – so sieht die Seite öffentlich aus. Status: Entwurf.",
    activity: "Aktivität",
    heic: "Das ist ein iPhone-Foto im HEIC-Format, das wir leider nicht lesen können.",
  },
  es: {
    german: "Alemán",
    spanish: "Español",
    title: "Título",
    excerpt: "Resumen",
    content: "Texto",
    status: "Estado",
    published: "Publicado",
    draft: "Borrador",
    heading: "Título",
    image: "Imagen principal",
    galleryAdd: "Añadir imágenes",
    caption: "Pie de foto (Alemán)",
    captionEs: "Pie de foto (Español)",
    save: "Guardar",
    saved: "Guardado.",
    preview: "Vista previa",
    deleteOpen: "Eliminar…",
    deleteSubmit: "Sí, eliminar definitivamente",
    deleted: (title: string) => `«${title}» se ha eliminado.`,
    slugTaken: "Otra entrada ya tiene esta dirección. Por favor, elige otra.",
    featured: "Mostrar en la página de inicio",
    order: "Posición en la lista",
    placeholder: "Marcador [image:N]",
    moveDown: (title: string) => `Bajar «${title}»`,
    moveUp: (title: string) => `Subir «${title}»`,
    previewNotice: "Vista previa: así se ve la página en público. Estado: Borrador.",
    activity: "Actividad",
    heic: "Es una foto de iPhone en formato HEIC y no podemos leerla.",
  },
} as const;

/** The public paths of each host's guides. */
const guidePaths = { de: "/ratgeber", es: "/guia" } as const;

const png = async (name: string, width = 1200, height = 630) => ({
  name,
  mimeType: "image/png",
  buffer: await picture("png", width, height),
});

/** Writes both languages of an item: titles, excerpts, a heading in each body written with the rich-text editor. */
async function writeBothLanguages(page: Page, locale: Locale, item: { de: string; es: string; headingDe: string; headingEs: string }) {
  const t = texts[locale];
  for (const [legend, title, heading] of [
    [t.german, item.de, item.headingDe],
    [t.spanish, item.es, item.headingEs],
  ] as const) {
    const side = page.getByRole("group", { name: legend, exact: true });
    await side.getByLabel(t.title, { exact: true }).fill(title);
    await side.getByLabel(t.excerpt).fill(`${title}: kurz`);
    // The rich-text editor replaces the plain HTML field once its code has loaded.
    await expect(side.getByRole("toolbar")).toBeVisible();
    await side.getByRole("textbox", { name: t.content, exact: true }).click();
    await side.getByRole("button", { name: t.heading, exact: true }).first().click();
    await page.keyboard.type(heading);
  }
}

async function save(page: Page, locale: Locale) {
  await page.getByRole("button", { name: texts[locale].save, exact: true }).click();
  await expect(page.getByText(texts[locale].saved)).toBeVisible();
}

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

for (const locale of bothLocales) {
  const t = texts[locale];

  test(`${locale}: a post from the workspace on both hosts' pages, sitemaps and feeds, then a draft, then deleted`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewEditor(context, locale);
    const stamp = `${locale}${Date.now()}`;
    const post = {
      de: `Testbeitrag ${stamp}`,
      es: `Entrada de prueba ${stamp}`,
      headingDe: "Ein Tag im Tierheim",
      headingEs: "Un día en el refugio",
    };
    const slugs = { de: slugOf(post.de), es: slugOf(post.es) };

    await page.goto(siteUrl(locale, "/admin/posts/new"));
    await writeBothLanguages(page, locale, post);
    await page.getByLabel(t.status).selectOption(t.published);
    await page.getByLabel(t.image, { exact: true }).setInputFiles(await png("titelbild.png"));
    await page.getByLabel(t.galleryAdd).setInputFiles([await png("eins.png", 800, 600), await png("zwei.png", 800, 600)]);
    await save(page, locale);
    await expect(page).toHaveURL(new RegExp(`/admin/posts/[0-9a-f-]{36}\\?saved=1$`));
    const editorUrl = page.url().replace(/\?.*$/, "");

    // Edited: captions for the two gallery pictures.
    await page.getByLabel(t.caption).first().fill("Ankunft im Tierheim");
    await page.getByLabel(t.captionEs).first().fill("Llegada al refugio");
    await save(page, locale);
    await expect(page.getByLabel(t.caption).first()).toHaveValue("Ankunft im Tierheim");

    for (const host of bothLocales) {
      const title = post[host];
      await page.goto(siteUrl(host, "/blog"));
      await expect(page.getByTestId("blog-card").first().getByRole("heading", { name: title })).toBeVisible();
      await page.goto(siteUrl(host, `/blog/${slugs[host]}`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: host === "de" ? post.headingDe : post.headingEs })).toBeVisible();
      await expect(page.getByText(host === "de" ? "Ankunft im Tierheim" : "Llegada al refugio")).toBeVisible();
      await expect(page.locator("article img[src*='/media/blog-images/uploads/']")).toHaveCount(3);
      expect(await (await getOnHost(request, host, "/sitemap.xml")).text()).toContain(`/blog/${slugs[host]}</loc>`);
      expect(await (await getOnHost(request, host, "/blog/rss.xml")).text()).toContain(title);
    }

    // A second post with the same German title: its proposed slug is taken, and saying so is all that happens.
    await page.goto(siteUrl(locale, "/admin/posts/new"));
    await page.getByRole("group", { name: t.german, exact: true }).getByLabel(t.title, { exact: true }).fill(post.de);
    await page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true }).fill(`${post.es} bis`);
    // An iPhone's HEIC photo is refused first, with what to do; the fields stay as written.
    await page.getByLabel(t.image, { exact: true }).setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heicPhoto() });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(t.heic);
    await expect(page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true })).toHaveValue(
      `${post.es} bis`,
    );
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByText(t.slugTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);

    // Back to a draft: gone in public, there in the preview.
    await page.goto(editorUrl);
    await page.getByLabel(t.status).selectOption(t.draft);
    await save(page, locale);
    for (const host of bothLocales) {
      expect((await getOnHost(request, host, `/blog/${slugs[host]}`)).status()).toBe(404);
      expect(await (await getOnHost(request, host, "/blog/rss.xml")).text()).not.toContain(post[host]);
      expect(await (await getOnHost(request, host, "/sitemap.xml")).text()).not.toContain(slugs[host]);
    }
    await page.getByRole("link", { name: t.preview }).click();
    await expect(page.getByText(t.previewNotice)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: post[locale] })).toBeVisible();

    await page.goto(editorUrl);
    await page.getByText(t.deleteOpen).click();
    await page.getByRole("button", { name: t.deleteSubmit }).click();
    await expect(page.getByText(t.deleted(post.de))).toBeVisible();
    expect((await page.goto(editorUrl))?.status()).toBe(404);
  });

  test(`${locale}: a featured guide on the home page and in the guide list's order, then a draft, then deleted`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewEditor(context, locale);
    const stamp = `${locale}${Date.now()}`;
    const guide = { de: `Testratgeber ${stamp}`, es: `Guia de prueba ${stamp}`, headingDe: "Vorbereitung", headingEs: "Preparación" };
    const slugs = { de: slugOf(guide.de), es: slugOf(guide.es) };

    await page.goto(siteUrl(locale, "/admin/guides/new"));
    await writeBothLanguages(page, locale, guide);
    await page.getByLabel(t.status).selectOption(t.published);
    await page.getByLabel(t.featured).check();
    await page.getByLabel(t.order).fill("0");
    await page.getByLabel(t.image, { exact: true }).setInputFiles(await png("titel.png"));
    await page.getByLabel(t.galleryAdd).setInputFiles([await png("a.png", 800, 600), await png("b.png", 800, 600)]);
    await save(page, locale);
    await expect(page).toHaveURL(/\/admin\/guides\/[0-9a-f-]{36}\?saved=1$/);
    const editorUrl = page.url().replace(/\?.*$/, "");

    // Edited: the second gallery picture placed into the German body with its placeholder.
    const german = page.getByRole("group", { name: t.german, exact: true });
    await expect(german.getByRole("toolbar")).toBeVisible();
    await german.getByRole("textbox", { name: t.content, exact: true }).click();
    await page.keyboard.press("Control+End");
    await german.getByLabel(t.placeholder).selectOption("[image:1]");
    await save(page, locale);

    // To the top of the list (guides that share a position keep the order they were created in).
    await page.goto(siteUrl(locale, "/admin/guides"));
    const up = page.getByRole("button", { name: t.moveUp(guide.de) });
    const listed = page.getByRole("main").getByRole("listitem");
    for (let moves = 0; moves < 10 && (await up.isEnabled()); moves++) {
      const position = await page
        .getByRole("listitem")
        .filter({ has: up })
        .evaluate((item) => [...item.parentElement!.children].indexOf(item));
      await up.click();
      await expect(listed.nth(Math.max(position - 1, 0))).toContainText(guide.de);
    }

    for (const host of bothLocales) {
      const title = guide[host];
      await page.goto(siteUrl(host, "/"));
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
      await page.goto(siteUrl(host, guidePaths[host]));
      await expect(page.getByTestId("guide-card").first().getByRole("heading", { level: 2 })).toHaveText(title);
      await page.goto(siteUrl(host, `${guidePaths[host]}/${slugs[host]}`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(await (await getOnHost(request, host, "/sitemap.xml")).text()).toContain(`${guidePaths[host]}/${slugs[host]}</loc>`);
    }
    // The German body shows the placed picture (its copies come from the guide's bucket).
    await page.goto(siteUrl("de", `/ratgeber/${slugs.de}`));
    await expect(page.locator("article figure img[src*='/media/guide-images/uploads/']")).toHaveCount(1);

    // Moved one place down in the workspace's list: second in both public lists.
    await page.goto(siteUrl(locale, "/admin/guides"));
    await page.getByRole("button", { name: t.moveDown(guide.de) }).click();
    await expect(page.getByRole("button", { name: t.moveDown(guide.de) })).toBeEnabled();
    for (const host of bothLocales) {
      await page.goto(siteUrl(host, guidePaths[host]));
      await expect(page.getByTestId("guide-card").nth(1).getByRole("heading", { level: 2 })).toHaveText(guide[host]);
    }

    await page.goto(editorUrl);
    await page.getByLabel(t.status).selectOption(t.draft);
    await save(page, locale);
    for (const host of bothLocales) {
      expect((await getOnHost(request, host, `${guidePaths[host]}/${slugs[host]}`)).status()).toBe(404);
      expect(await (await getOnHost(request, host, "/")).text()).not.toContain(guide[host]);
    }
    await page.getByRole("link", { name: t.preview }).click();
    await expect(page.getByRole("heading", { level: 1, name: guide[locale] })).toBeVisible();

    await page.goto(editorUrl);
    await page.getByText(t.deleteOpen).click();
    await page.getByRole("button", { name: t.deleteSubmit }).click();
    await expect(page.getByText(t.deleted(guide.de))).toBeVisible();
    await page.goto(siteUrl(locale, "/admin/activity"));
    await expect(page.getByText(guide.de).first()).toBeVisible();
  });
}

test("a press on the editor's toolbar leaves the focus in the text, so that nothing typed right after it is lost", async ({
  page,
  context,
}) => {
  await signInAsNewEditor(context, "de");
  const t = texts.de;
  await page.goto(siteUrl("de", "/admin/posts/new"));
  const german = page.getByRole("group", { name: t.german, exact: true });
  await expect(german.getByRole("toolbar")).toBeVisible();
  const text = german.getByRole("textbox", { name: t.content, exact: true });
  await text.click();
  // The press alone, before its click: where the focus is now is where the next key goes.
  await german.getByRole("button", { name: t.heading, exact: true }).first().hover();
  await page.mouse.down();
  await expect(text).toBeFocused();
  await page.mouse.up();
  await page.keyboard.type("Ein Tag im Tierheim");
  await expect(text.getByRole("heading", { level: 2 })).toHaveText("Ein Tag im Tierheim");
});

test("without JavaScript a post is written as HTML in a plain field, saved sanitised and deleted", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAsNewEditor(context, "de");
    const t = texts.de;
    const title = `Ohne Skript ${Date.now()}`;
    await page.goto(siteUrl("de", "/admin/posts/new"));
    const german = page.getByRole("group", { name: t.german, exact: true });
    await german.getByLabel(t.title, { exact: true }).fill(title);
    await german.getByLabel(t.content, { exact: true }).fill('<h2>Erste Schritte</h2><script>alert(1)</script><p onclick="x()">Text</p>');
    await page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true }).fill(`Sin script ${title}`);
    await save(page, "de");
    await expect(german.getByLabel(t.content, { exact: true })).toHaveValue("<h2>Erste Schritte</h2><p>Text</p>");
    await page.getByText(t.deleteOpen).click();
    await page.getByRole("button", { name: t.deleteSubmit }).click();
    await expect(page.getByText(t.deleted(title))).toBeVisible();
  } finally {
    await context.close();
  }
});

/** The README's pictures of the posts screens: `SCREENSHOTS=1 npx playwright test workspace-posts -g screenshots`. */
test("screenshots of the posts list and a post's editor for the README", async ({ page, context }) => {
  test.skip(!process.env.SCREENSHOTS, "only when the README's pictures are taken again (SCREENSHOTS=1)");
  await signInAsNewEditor(context, "de");
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(siteUrl("de", "/admin/posts"));
  await shoot(page, "workspace-posts.png");
  await page.getByRole("main").getByRole("link", { name: "Luna ist angekommen" }).first().click();
  const toolbar = page.getByRole("group", { name: texts.de.german, exact: true }).getByRole("toolbar");
  await expect(toolbar).toBeVisible();
  // Both languages' bodies in the rich-text editor.
  await toolbar.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.mouse.wheel(0, -60);
  await shoot(page, "workspace-post-editor.png");
});

/** A small PNG of the page's first screen in docs/screenshots/ (a palette of 64 colours keeps it small). */
async function shoot(page: Page, name: string) {
  const png = await page.screenshot();
  await sharp(png).png({ palette: true, colours: 64 }).toFile(`docs/screenshots/${name}`);
}
