import { type Page, expect, test } from "../support/test";
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
    slug: "Adresse (Slug)",
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
    viewOnSite: "Auf der Website ansehen",
    preview: "Vorschau",
    deleteOpen: "Löschen …",
    deleteSubmit: "Ja, endgültig löschen",
    deleted: (title: string) => `„${title}“ wurde gelöscht.`,
    slugTaken: "Diese Adresse hat schon ein anderer Eintrag. Bitte wähle eine andere.",
    featured: "Auf der Startseite zeigen",
    order: "Position in der Liste",
    placeholder: (number: number, index: number) => `Bild ${number} als [image:${index}] einfügen`,
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
    slug: "Dirección (slug)",
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
    viewOnSite: "Ver en la web",
    preview: "Vista previa",
    deleteOpen: "Eliminar…",
    deleteSubmit: "Sí, eliminar definitivamente",
    deleted: (title: string) => `«${title}» se ha eliminado.`,
    slugTaken: "Otra entrada ya tiene esta dirección. Por favor, elige otra.",
    featured: "Mostrar en la página de inicio",
    order: "Posición en la lista",
    placeholder: (number: number, index: number) => `Insertar la imagen ${number} como [image:${index}]`,
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
  // A save encodes its pictures anew, two at a time for the whole server: beside another test's phone photos on the
  // 2-core machine that takes seconds. After a first save the notice is on the page already, so the wait is for this
  // save's own answer: a test that went on at once left the page while the save was still being sent.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/"),
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: texts[locale].save, exact: true }).click();
  await answered;
  await expect(page.getByText(texts[locale].saved)).toBeVisible({ timeout: 30_000 });
}

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Deletes the item whose editor is open (its German title: what the list's notice names). */
async function deleteInEditor(page: Page, t: (typeof texts)[Locale], titleDe: string) {
  await page.getByText(t.deleteOpen).click();
  await page.getByRole("button", { name: t.deleteSubmit }).click();
  await expect(page.getByText(t.deleted(titleDe))).toBeVisible();
}

/** The names of the files chosen in a file control. */
const chosenFiles = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));

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
    // Saved and published: its page on the site of the workspace's language is a click away.
    await page.getByRole("link", { name: t.viewOnSite }).click();
    await expect(page).toHaveURL(siteUrl(locale, `/blog/${slugs[locale]}`));
    await expect(page.getByRole("heading", { level: 1, name: post[locale] })).toBeVisible();
    await page.goto(`${editorUrl}?saved=1`);

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

    // A second post with the same German title and that post's address typed in: the address is taken, and saying
    // so is all that happens.
    await page.goto(siteUrl(locale, "/admin/posts/new"));
    const german = page.getByRole("group", { name: t.german, exact: true });
    await german.getByLabel(t.title, { exact: true }).fill(post.de);
    await german.getByLabel(t.slug).fill(slugs.de);
    await page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true }).fill(`${post.es} bis`);
    // An iPhone's HEIC photo is refused first, with what to do; the fields stay as written, the photo is to be chosen again.
    await page.getByLabel(t.image, { exact: true }).setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heicPhoto() });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(t.heic);
    await expect(page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true })).toHaveValue(
      `${post.es} bis`,
    );
    await expect.poll(() => chosenFiles(page, t.image)).toEqual([]);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByText(t.slugTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);
    // Left empty, the address proposed from the same title is the first free one.
    await german.getByLabel(t.slug).fill("");
    await save(page, locale);
    await expect(german.getByLabel(t.slug)).toHaveValue(`${slugs.de}-2`);
    await deleteInEditor(page, t, post.de);

    // Back to a draft: gone in public, there in the preview.
    await page.goto(editorUrl);
    await page.getByLabel(t.status).selectOption(t.draft);
    await save(page, locale);
    await expect(page.getByRole("link", { name: t.viewOnSite })).toHaveCount(0);
    for (const host of bothLocales) {
      expect((await getOnHost(request, host, `/blog/${slugs[host]}`)).status()).toBe(404);
      expect(await (await getOnHost(request, host, "/blog/rss.xml")).text()).not.toContain(post[host]);
      expect(await (await getOnHost(request, host, "/sitemap.xml")).text()).not.toContain(slugs[host]);
    }
    await page.getByRole("link", { name: t.preview }).click();
    await expect(page.getByText(t.previewNotice)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: post[locale] })).toBeVisible();

    await page.goto(editorUrl);
    await deleteInEditor(page, t, post.de);
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
    await expect(page.getByRole("link", { name: t.viewOnSite })).toHaveAttribute(
      "href",
      siteUrl(locale, `${guidePaths[locale]}/${slugs[locale]}`),
    );

    // Edited: the second gallery picture placed into the German body with its placeholder.
    const german = page.getByRole("group", { name: t.german, exact: true });
    await expect(german.getByRole("toolbar")).toBeVisible();
    await german.getByRole("textbox", { name: t.content, exact: true }).click();
    await page.keyboard.press("Control+End");
    await german.getByRole("button", { name: t.placeholder(2, 1) }).click();
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
    // The list shows the new order once the move is saved (the button alone was enabled before it too).
    await page.getByRole("button", { name: t.moveDown(guide.de) }).click();
    await expect(listed.nth(1)).toContainText(guide.de);
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
    await deleteInEditor(page, t, guide.de);
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

const draftTexts = {
  de: {
    question: /^Es gibt einen ungespeicherten Entwurf von (\d\d:\d\d) — wiederherstellen\?$/,
    restore: "Wiederherstellen",
    discard: "Verwerfen",
  },
  es: { question: /^Hay un borrador sin guardar de las (\d\d:\d\d): ¿restaurarlo\?$/, restore: "Restaurar", discard: "Descartar" },
};

/** A moment's time of day as the association's clocks show it (the test machine's zone may be another). */
const associationTime = (moment: number) =>
  new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }).format(moment);

for (const locale of bothLocales) {
  test(`${locale}: what an editor typed is offered back after a reload, restored or discarded, and gone once saved`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewEditor(context, locale);
    const t = texts[locale];
    const d = draftTexts[locale];
    const title = `Entwurf ${locale}${Date.now()}`;
    await page.goto(siteUrl(locale, "/admin/posts/new"));
    const german = page.getByRole("group", { name: t.german, exact: true });
    const spanish = page.getByRole("group", { name: t.spanish, exact: true });
    await expect(german.getByRole("toolbar")).toBeVisible();
    await german.getByLabel(t.title, { exact: true }).fill(title);
    await spanish.getByLabel(t.excerpt).fill("Un resumen");
    await page.getByLabel(t.status).selectOption(t.published);
    await german.getByRole("textbox", { name: t.content, exact: true }).click();
    await page.keyboard.type("Luna schläft jetzt auf dem Sofa.");
    // Reloaded at once: what waited for the typing to pause is kept as the page goes.
    const typedAt = Date.now();
    await page.reload();
    const question = page.getByText(d.question);
    await expect(question).toBeVisible();
    const shownTime = (await question.textContent())!.match(d.question)![1];
    expect([associationTime(typedAt), associationTime(Date.now())]).toContain(shownTime);
    const banner = page.getByRole("status").filter({ has: question });
    await expect(german.getByLabel(t.title, { exact: true })).toHaveValue("");
    await banner.getByRole("button", { name: d.restore }).click();
    await expect(banner).toBeHidden();
    await expect(german.getByLabel(t.title, { exact: true })).toHaveValue(title);
    await expect(spanish.getByLabel(t.excerpt)).toHaveValue("Un resumen");
    await expect(page.getByLabel(t.status)).toHaveValue("published");
    await expect(german.getByRole("textbox", { name: t.content, exact: true })).toHaveText("Luna schläft jetzt auf dem Sofa.");

    // Discarded: not offered again.
    await page.reload();
    await banner.getByRole("button", { name: d.discard }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(german.getByRole("toolbar")).toBeVisible();
    await expect(question).toBeHidden();

    // Saved: the draft is in the database, and neither the new post's page nor a new one offers it.
    await german.getByLabel(t.title, { exact: true }).fill(title);
    await spanish.getByLabel(t.title, { exact: true }).fill(`${title} es`);
    await save(page, locale);
    await page.reload();
    await expect(german.getByRole("toolbar")).toBeVisible();
    await expect(question).toBeHidden();
    const editorUrl = page.url().replace(/\?.*$/, "");
    await page.goto(siteUrl(locale, "/admin/posts/new"));
    await expect(german.getByRole("toolbar")).toBeVisible();
    await expect(question).toBeHidden();
    await page.goto(editorUrl);
    await deleteInEditor(page, t, title);
  });
}

test("a save refused for a field shows the form as typed with the chosen pictures, and saves them once corrected", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAsNewEditor(context, "de");
  const t = texts.de;
  const title = `Abgelehnt ${Date.now()}`;
  await page.goto(siteUrl("de", "/admin/posts/new"));
  const german = page.getByRole("group", { name: t.german, exact: true });
  const spanish = page.getByRole("group", { name: t.spanish, exact: true });
  await expect(german.getByRole("toolbar")).toBeVisible();
  await german.getByLabel(t.title, { exact: true }).fill(title);
  await german.getByLabel(t.excerpt).fill("Kurz und gut");
  await german.getByRole("textbox", { name: t.content, exact: true }).click();
  await page.keyboard.type("Ein langer Text, der nicht verloren gehen darf.");
  await page.getByLabel(t.image, { exact: true }).setInputFiles(await png("titelbild.png"));
  await page.getByLabel(t.galleryAdd).setInputFiles([await png("eins.png", 800, 600)]);
  // The Spanish title is missing.
  await page.getByRole("button", { name: t.save, exact: true }).click();
  await expect(spanish.getByText("Bitte ausfüllen.")).toBeVisible();
  await expect(german.getByLabel(t.title, { exact: true })).toHaveValue(title);
  await expect(german.getByLabel(t.excerpt)).toHaveValue("Kurz und gut");
  await expect(german.getByRole("textbox", { name: t.content, exact: true })).toHaveText("Ein langer Text, der nicht verloren gehen darf.");
  expect(await chosenFiles(page, t.image)).toEqual(["titelbild.png"]);
  expect(await chosenFiles(page, t.galleryAdd)).toEqual(["eins.png"]);

  await spanish.getByLabel(t.title, { exact: true }).fill(`${title} es`);
  await save(page, "de");
  // Both pictures were sent with the corrected save.
  await expect(page.getByTestId("focal-picture")).toHaveAttribute("src", /\/media\/blog-images\/uploads\/.*\?w=640&format=webp$/);
  await expect(page.getByRole("img", { name: "Bild 1", exact: true })).toBeVisible();
  await deleteInEditor(page, t, title);
});

test("a post's pictures in public: body pictures as sized copies with the gallery's texts, both languages' descriptions, the focal point and headings under the title", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(context, "de");
  const t = texts.de;
  const stamp = Date.now();
  const post = { de: `Bilderbeitrag ${stamp}`, es: `Entrada con fotos ${stamp}` };
  const slugs = { de: slugOf(post.de), es: slugOf(post.es) };
  await page.goto(siteUrl("de", "/admin/posts/new"));
  const german = page.getByRole("group", { name: t.german, exact: true });
  const spanish = page.getByRole("group", { name: t.spanish, exact: true });
  await german.getByLabel(t.title, { exact: true }).fill(post.de);
  await spanish.getByLabel(t.title, { exact: true }).fill(post.es);
  await page.getByLabel(t.status).selectOption(t.published);
  // An old date: the post stays out of the other tests' first cards.
  await page.getByLabel("Datum", { exact: true }).fill("2020-01-15");
  // A portrait photo: the wide crops of card and head keep its upper part.
  await page.getByLabel(t.image, { exact: true }).setInputFiles(await png("hochkant.png", 600, 900));
  await page.getByLabel(t.galleryAdd).setInputFiles([await png("eins.png", 1600, 1000)]);
  await save(page, "de");
  const editorUrl = page.url().replace(/\?.*$/, "");

  // The focal point by a click on the picture: a quarter from the left, a tenth from the top.
  const focal = page.getByTestId("focal-picture");
  // Its size is the loaded picture's.
  await expect.poll(() => focal.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.25, y: box.height * 0.1 } });
  await expect(page.getByLabel("Von links (%)")).toHaveValue("25");
  await expect(page.getByLabel("Von oben (%)")).toHaveValue("10");
  await expect(page.getByTestId("focal-crop")).toHaveCSS("object-position", "25% 10%");
  // Each picture's description in both languages, and a caption.
  const main = page.getByRole("region", { name: "Bilder" });
  await main.getByLabel("Bildbeschreibung (Deutsch)").first().fill("Luna schaut in die Kamera");
  await main.getByLabel("Bildbeschreibung (Spanisch)").first().fill("Luna mira a la cámara");
  const picture = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Bild 1", exact: true }) });
  await picture.getByLabel("Bildbeschreibung (Deutsch)").fill("Zwei Hunde am Strand");
  await picture.getByLabel("Bildbeschreibung (Spanisch)").fill("Dos perros en la playa");
  await picture.getByLabel(t.caption).fill("Am Strand von Castellón");
  await picture.getByLabel(t.captionEs).fill("En la playa de Castellón");
  await save(page, "de");
  // The gallery picture into both bodies, by its thumbnail, under a subheading (the smaller of the two headings).
  for (const [side, heading, alt] of [
    [german, "Am Meer", "Zwei Hunde am Strand"],
    [spanish, "En el mar", "Dos perros en la playa"],
  ] as const) {
    await expect(side.getByRole("toolbar")).toBeVisible();
    await side.getByRole("textbox", { name: t.content, exact: true }).click();
    await side.getByRole("button", { name: "Unterüberschrift" }).click();
    await page.keyboard.type(heading);
    await page.keyboard.press("Enter");
    // Named by the description in the body's language.
    const thumbnail = side.getByRole("button", { name: `Bild 1 einfügen: ${alt}` });
    await expect(thumbnail.locator("img")).toHaveAttribute("src", /\?w=320&format=webp$/);
    await thumbnail.click();
  }
  await save(page, "de");

  const texts2 = {
    de: { alt: "Zwei Hunde am Strand", caption: "Am Strand von Castellón", main: "Luna schaut in die Kamera", heading: "Am Meer" },
    es: { alt: "Dos perros en la playa", caption: "En la playa de Castellón", main: "Luna mira a la cámara", heading: "En el mar" },
  };
  for (const host of bothLocales) {
    const shown = texts2[host];
    await page.goto(siteUrl(host, `/blog/${slugs[host]}`));
    const body = page.locator("article .rich-text");
    await expect(body.getByRole("heading", { level: 2, name: shown.heading })).toBeVisible();
    const figure = body.getByRole("figure", { name: shown.caption });
    const image = figure.getByRole("img", { name: shown.alt });
    await expect(image).toHaveAttribute("src", /\/media\/blog-images\/uploads\/[^?]+\?w=1280&format=webp$/);
    await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\?w=640&format=avif 640w/);
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute("sizes", "(min-width: 768px) 736px, calc(100vw - 32px)");
    // The browser took a copy, not the 1600 px original.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
      .toMatch(/\?w=\d+&format=avif$/);
    const hero = page.getByRole("img", { name: shown.main });
    await expect(hero).toHaveCSS("object-position", "25% 10%");
    const html = await (await getOnHost(request, host, `/blog/${slugs[host]}`)).text();
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/blog-images\/uploads\/[^"?]+\?w=1280&amp;format=webp"\/>/);
    expect(html).toContain(`<meta property="og:image:alt" content="${shown.main}"/>`);
    await page.goto(siteUrl(host, "/blog"));
    const card = page.getByTestId("blog-card").filter({ hasText: post[host] });
    await expect(card.locator("img")).toHaveCSS("object-position", "25% 10%");
  }

  await page.goto(editorUrl);
  await deleteInEditor(page, t, post.de);
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
    await deleteInEditor(page, t, title);
  } finally {
    await context.close();
  }
});

test("without JavaScript a save refused for a field names the chosen pictures to choose again; a refused picture is named", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAsNewEditor(context, "de");
    const t = texts.de;
    await page.goto(siteUrl("de", "/admin/posts/new"));
    // The German title is missing.
    await page.getByRole("group", { name: t.spanish, exact: true }).getByLabel(t.title, { exact: true }).fill(`Sin título ${Date.now()}`);
    await page.getByLabel(t.image, { exact: true }).setInputFiles(await png("titelbild.png"));
    await page.getByLabel(t.galleryAdd).setInputFiles([await png("eins.png", 800, 600)]);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(
      page.getByText("Bitte wähle diese Bilder noch einmal aus: Hauptbild „titelbild.png“, Neues Galeriebild „eins.png“."),
    ).toBeVisible();

    const title = `Mit Titel ${Date.now()}`;
    await page.getByRole("group", { name: t.german, exact: true }).getByLabel(t.title, { exact: true }).fill(title);
    await page.getByLabel(t.image, { exact: true }).setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heicPhoto() });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByRole("alert").first()).toContainText(`Hauptbild „IMG_0001.HEIC“: ${t.heic}`);
    // Refused while the body arrived, the form's texts were read all the same: they are shown as typed.
    await expect(page.getByRole("group", { name: t.german, exact: true }).getByLabel(t.title, { exact: true })).toHaveValue(title);
  } finally {
    await context.close();
  }
});

/** The pictures in docs/editors.md of the posts screens: `SCREENSHOTS=1 npx playwright test workspace-posts -g screenshots`. */
test("screenshots of the posts list and a post's editor for docs/editors.md", async ({ page, context }) => {
  test.skip(!process.env.SCREENSHOTS, "only when the pictures of docs/editors.md are taken again (SCREENSHOTS=1)");
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
