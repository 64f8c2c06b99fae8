import { type Page, expect, test } from "../support/test";
import { signInAsNewEditor } from "../support/editors";
import { siteUrl } from "../support/site";

/**
 * The FAQ entries in the editors' workspace (`/admin/faq`): an entry written in both languages is on both hosts'
 * FAQ pages at its anchors at once, an earlier version restored is there again, an anchor other pages link to stays,
 * and the arrows move an entry without JavaScript. The tests change the public FAQ for a moment and put it back.
 */
test.describe.configure({ mode: "serial" });

/** The FAQ item with an id on a public page, and its answer. */
const item = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const answer = (page: Page, id: string) => item(page, id).locator("[data-faq-answer]");

/** Writes one language of an entry: the question, the anchor and the answer (in the rich-text editor). */
async function writeSide(
  page: Page,
  legend: string,
  labels: { question: string; anchor: string; answer: string },
  side: { question: string; anchor: string; answer: string },
) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await group.getByLabel(labels.question, { exact: true }).fill(side.question);
  await group.getByLabel(labels.anchor, { exact: true }).fill(side.anchor);
  // The rich-text editor replaces the plain HTML field once its code has loaded.
  await expect(group.getByRole("toolbar")).toBeVisible();
  await group.getByRole("textbox", { name: labels.answer, exact: true }).click();
  await page.keyboard.type(side.answer);
}

test("an entry added with its anchors is on both hosts' FAQ pages there, an earlier version restored, then deleted", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(context, "de");
  const stamp = Date.now();
  const entry = {
    de: { question: `Darf mein Hund mit ins Büro? ${stamp}`, anchor: `buero-${stamp}`, answer: "Frag deinen Arbeitgeber." },
    es: { question: `¿Puede venir mi perro a la oficina? ${stamp}`, anchor: `oficina-${stamp}`, answer: "Pregunta en tu empresa." },
  };
  const labels = { question: "Frage", anchor: "Anker", answer: "Antwort" };

  await page.goto(siteUrl("de", "/admin/faq"));
  await page.getByRole("link", { name: "Neue Frage: FAQ-Seite" }).click();
  await expect(page.getByLabel("Wo die Frage steht")).toHaveValue("faq");
  await writeSide(page, "Deutsch", labels, entry.de);
  await writeSide(page, "Spanisch", labels, entry.es);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert. Die Website zeigt die Frage jetzt so.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faq\/[0-9a-f-]{36}\?saved=1$/);
  const editorUrl = page.url().replace(/\?.*$/, "");
  let deleted = false;

  try {
    await page.goto(siteUrl("de", `/faq#${entry.de.anchor}`));
    await expect(answer(page, entry.de.anchor)).toBeVisible();
    await expect(answer(page, entry.de.anchor)).toHaveText(entry.de.answer);
    await expect(item(page, entry.de.anchor)).toBeInViewport();
    await expect(page.locator("[data-faq-answer]")).toHaveCount(25);
    await page.goto(siteUrl("es", `/preguntas-frecuentes#${entry.es.anchor}`));
    await expect(answer(page, entry.es.anchor)).toBeVisible();
    await expect(item(page, entry.es.anchor).locator("summary")).toHaveText(entry.es.question);
    await expect(answer(page, entry.es.anchor)).toHaveText(entry.es.answer);

    // A second version, then the first one restored as the third.
    await page.goto(editorUrl);
    const changed = `Und ins Café? ${stamp}`;
    await page.getByRole("group", { name: "Deutsch", exact: true }).getByLabel("Frage", { exact: true }).fill(changed);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed);
    await page.goto(siteUrl("de", `/faq#${entry.de.anchor}`));
    await expect(item(page, entry.de.anchor).locator("summary")).toHaveText(changed);

    await page.goto(editorUrl);
    await page.getByRole("link", { name: "Verlauf" }).click();
    const versions = page.getByRole("main").getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Fassung 2");
    await expect(versions.first()).toContainText("Geändert: Frage (Deutsch)");
    await expect(versions.last()).toContainText("Erste Fassung");
    await page.getByRole("button", { name: "Fassung 1 wiederherstellen" }).click();
    await expect(page.getByText("Fassung 1 wurde als neue Fassung wiederhergestellt.")).toBeVisible();
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText("Wiederhergestellt aus Fassung 1");
    await page.goto(siteUrl("de", `/faq#${entry.de.anchor}`));
    await expect(item(page, entry.de.anchor).locator("summary")).toHaveText(entry.de.question);

    await page.goto(editorUrl);
    await page.getByText("Löschen …").click();
    await page.getByRole("button", { name: "Ja, endgültig löschen" }).click();
    await expect(page.getByText(`„${entry.de.question}“ wurde gelöscht.`)).toBeVisible();
    deleted = true;
    await page.goto(siteUrl("de", "/faq"));
    await expect(page.locator("[data-faq-answer]")).toHaveCount(24);
    await expect(item(page, entry.de.anchor)).toHaveCount(0);
  } finally {
    // Whatever failed above: the shared server's FAQ as it was.
    if (!deleted) await page.request.post(editorUrl, { form: { intent: "delete" } });
  }
});

test("an anchor other pages link to stays, and its entry is not deleted (Spanish workspace)", async ({ page, context }) => {
  await signInAsNewEditor(context, "es");
  await page.goto(siteUrl("es", "/admin/faq"));
  await page
    .getByRole("region", { name: "Página de preguntas frecuentes" })
    .getByRole("link", { name: "¿Cuánto cuesta adoptar?", exact: true })
    .click();
  await expect(page.getByText("Otras páginas enlazan a esta pregunta (#kosten, #costos)")).toBeVisible();

  const spanish = page.getByRole("group", { name: "Español", exact: true });
  await spanish.getByLabel("Ancla", { exact: true }).fill("precios");
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  expect((await answered).status()).toBe(422);
  await expect(page.getByRole("alert")).toHaveText("Revisa los campos marcados: no se ha guardado nada.");
  await expect(spanish.getByLabel("Ancla", { exact: true })).toHaveValue("precios");
  await expect(spanish.getByText("Otras páginas enlazan a esta ancla: se queda como está.")).toBeVisible();

  await page.getByText("Eliminar…").click();
  await page.getByRole("button", { name: "Sí, eliminar definitivamente" }).click();
  await expect(page.getByRole("alert")).toHaveText("Esta pregunta no se puede eliminar: otras páginas enlazan a ella (#kosten, #costos).");

  await page.goto(siteUrl("es", "/preguntas-frecuentes#costos"));
  await expect(answer(page, "costos")).toBeVisible();
  await expect(answer(page, "costos")).toContainText("La cuota de protección es de 340 €.");
});

test("without JavaScript the arrows move an entry on the donations page and back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const donationQuestions = async () => {
    await page.goto(siteUrl("de", "/spenden"));
    return page.locator("summary").allTextContents();
  };
  try {
    await signInAsNewEditor(context, "de");
    const before = await donationQuestions();
    expect(before.slice(2, 4)).toEqual(["Was ist Teaming?", "Wie funktioniert eine Patenschaft?"]);
    await page.goto(siteUrl("de", "/admin/faq"));
    await page.getByRole("button", { name: "„Was ist Teaming?“ nach unten schieben" }).click();
    await expect(page).toHaveURL(/\/admin\/faq#catalogue-donations$/);
    expect((await donationQuestions()).slice(2, 4)).toEqual(["Wie funktioniert eine Patenschaft?", "Was ist Teaming?"]);
    await page.goto(siteUrl("de", "/admin/faq"));
    await page.getByRole("button", { name: "„Was ist Teaming?“ nach oben schieben" }).click();
    // The address has the list's anchor once the server has answered the move (it was loaded without it).
    await expect(page).toHaveURL(/\/admin\/faq#catalogue-donations$/);
    expect(await donationQuestions()).toEqual(before);
  } finally {
    await context.close();
  }
});
