import { readFile } from "node:fs/promises";
import { type BrowserContext, type Page, expect, test } from "../support/test";
import { signInAsNewEditor } from "../support/editors";
import { deliveredMails, uniqueEmail, waitForMail, waitForReceipt } from "../support/mailbox";
import { type Locale, bothLocales, getOnHost, siteUrl } from "../support/site";

/**
 * A person's rights and the spam folder in the workspace (issue 13 items 5 and 6) on both hosts: a visitor's
 * request is found by its address, downloaded as JSON and erased after a confirmation (on the Spanish host
 * without JavaScript); a request stuffed with links is answered like any other, waits in the spam folder
 * instead of the association's mailbox, and is rescued: then exactly one mail arrives. The server is shared by
 * parallel tests: everything is found by a unique address.
 */

const texts = {
  de: {
    contactPath: "/kontakt",
    send: "Nachricht senden",
    sent: "Nachricht gesendet!",
    held: (email: string) => `Gespeichert zu ${email}`,
    requests: (count: number) => `Anfragen (${count})`,
    mails: (count: number) => `E-Mails (${count})`,
    form: "Kontaktanfrage",
    spamMark: "Im Spam-Ordner",
    download: "Als Datei herunterladen",
    eraseOpen: "Alles löschen …",
    eraseConfirm: (email: string) => `Wirklich alles zu ${email} löschen? Das lässt sich nicht rückgängig machen.`,
    eraseSubmit: "Ja, alles endgültig löschen",
    erased: (email: string) => `Alles zu ${email} wurde gelöscht (Anfragen: 1, E-Mails: 2).`,
    nothing: (email: string) => `Zu ${email} ist nichts gespeichert.`,
    activity: "Aktivität",
    exportedKind: "Personendaten heruntergeladen",
    erasedKind: "Personendaten gelöscht",
    spam: "Spam",
    reason: "Grund: viele Links im Text",
    rescue: "Kein Spam – an den Verein schicken",
    rescued: "Die Anfrage ist kein Spam mehr: Ihre E-Mail an den Verein ist unterwegs.",
    subject: (name: string) => `Kontaktanfrage von ${name}`,
    receiptSubject: "Wir haben deine Nachricht erhalten",
  },
  es: {
    contactPath: "/contacto",
    send: "Enviar mensaje",
    sent: "¡Mensaje enviado!",
    held: (email: string) => `Guardado sobre ${email}`,
    requests: (count: number) => `Solicitudes (${count})`,
    mails: (count: number) => `Correos (${count})`,
    form: "Consulta de contacto",
    spamMark: "En la carpeta de spam",
    download: "Descargar como archivo",
    eraseOpen: "Eliminarlo todo…",
    eraseConfirm: (email: string) => `¿Eliminar de verdad todo lo de ${email}? No se puede deshacer.`,
    eraseSubmit: "Sí, eliminarlo todo definitivamente",
    erased: (email: string) => `Se ha eliminado todo lo de ${email} (solicitudes: 1, correos: 2).`,
    nothing: (email: string) => `No hay nada guardado sobre ${email}.`,
    activity: "Actividad",
    exportedKind: "Datos personales descargados",
    erasedKind: "Datos personales eliminados",
    spam: "Spam",
    reason: "Motivo: muchos enlaces en el texto",
    rescue: "No es spam: enviar a la asociación",
    rescued: "La solicitud ya no está marcada como spam: su correo va de camino a la asociación.",
    subject: (name: string) => `Consulta de contacto de ${name}`,
    receiptSubject: "Hemos recibido tu mensaje",
  },
} satisfies Record<Locale, unknown>;

/** A visitor sends the contact form of `locale`'s host and sees it sent. */
async function sendContactForm(page: Page, locale: Locale, fields: { name: string; email: string; message: string }) {
  const t = texts[locale];
  await page.goto(siteUrl(locale, t.contactPath));
  const form = page.locator('section[data-form-type="contact"]');
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="privacyAccepted"]').check();
  await form.getByRole("button", { name: t.send }).click();
  await expect(form.getByRole("heading", { name: t.sent })).toBeVisible();
}

/** The person's JSON file, downloaded from their page as an editor does. */
async function downloadPersonData(page: Page, locale: Locale) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: texts[locale].download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile(await download.path(), "utf8"));
}

/**
 * The JSON download as a program fetches it, with the editor's session cookie of `context`, as from the
 * workspace's page (`Sec-Fetch-Site: same-origin`, which a browser sends with the page's download link), or
 * from `fetchSite` (another site's link, a typed address).
 */
async function fetchPersonData(context: BrowserContext, locale: Locale, email: string, fetchSite = "same-origin") {
  const session = (await context.cookies(siteUrl(locale, "/admin"))).find((cookie) => cookie.name === "editor_session");
  const path = `/admin/people?email=${encodeURIComponent(email)}&format=json`;
  return getOnHost(context.request, locale, path, { cookie: `editor_session=${session?.value}`, "sec-fetch-site": fetchSite });
}

async function editorPage(context: BrowserContext, locale: Locale) {
  return { address: await signInAsNewEditor(context, locale), editor: await context.newPage() };
}

for (const locale of bothLocales) {
  const t = texts[locale];

  test.describe(`${locale}: a person's data`, () => {
    // The Spanish host goes through it without JavaScript: the confirmation is no script's dialog.
    test.use({ javaScriptEnabled: locale === "de" });

    test(`${locale}: found by the address, downloaded as JSON, erased after a confirmation`, async ({ page, context }) => {
      const email = uniqueEmail(`person-${locale}`);
      const message = "Wir würden Bruno gern am Wochenende kennenlernen.";
      await sendContactForm(page, locale, { name: "Ana García", email, message });
      await waitForMail((mail) => mail.replyTo === email);
      await waitForReceipt(email);

      // Nobody but an editor gets the file: without a session the answer is the way to sign in.
      const anonymous = await getOnHost(context.request, locale, `/admin/people?email=${encodeURIComponent(email)}&format=json`, {
        "sec-fetch-site": "same-origin",
      });
      expect(anonymous.status()).toBe(303);
      expect(anonymous.headers().location).toBe("/admin/login");

      const { address: editorAddress, editor } = await editorPage(context, locale);
      // Any spelling of the address finds the person.
      await editor.goto(siteUrl(locale, `/admin/people?email=${encodeURIComponent(` ${email.toUpperCase()} `)}`));
      await expect(editor.getByRole("heading", { name: t.held(email) })).toBeVisible();
      await expect(editor.getByRole("heading", { name: t.requests(1) })).toBeVisible();
      // The association's mail and the visitor's receipt.
      await expect(editor.getByRole("heading", { name: t.mails(2) })).toBeVisible();
      await expect(editor.getByText(message)).toBeVisible();

      const held = await downloadPersonData(editor, locale);
      expect(held).toMatchObject({
        email,
        requests: [{ formType: "contact", locale, status: "new", spamReason: null, data: { name: "Ana García", email, message } }],
        counters: [
          { kind: "requestsThisHour", hits: 1 },
          { kind: "receiptsThisHour", hits: 1 },
        ],
      });
      expect(held.mails).toHaveLength(2);
      const associationMail = held.mails.find((mail: { replyTo: string }) => mail.replyTo === email);
      expect(associationMail).toMatchObject({ subject: t.subject("Ana García"), status: "sent" });
      expect(associationMail.text).toContain(message);
      expect(held.mails.find((mail: { toAddress: string }) => mail.toAddress === email)).toMatchObject({
        subject: t.receiptSubject,
        status: "sent",
      });
      // The file is an attachment, answered at the page's own address.
      const answer = await fetchPersonData(context, locale, email);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="personal-data-/);
      expect(answer.headers()["content-type"]).toBe("application/json; charset=utf-8");
      // Asked for by another site's link or a typed address, it is refused: it would write the log.
      for (const fetchSite of ["cross-site", "none"]) expect((await fetchPersonData(context, locale, email, fetchSite)).status()).toBe(403);

      await editor.getByText(t.eraseOpen).click();
      await expect(editor.getByText(t.eraseConfirm(email))).toBeVisible();
      await editor.getByRole("button", { name: t.eraseSubmit }).click();
      await expect(editor.getByRole("status").filter({ hasText: t.erased(email) })).toBeVisible();
      await expect(editor.getByText(t.nothing(email))).toBeVisible();

      const empty = await fetchPersonData(context, locale, email);
      expect(await empty.json()).toMatchObject({ email, requests: [], mails: [], alerts: [], counters: [] });

      // The log names who exported and erased whose data; once erased, by a keyed hash instead of the address: the
      // address stands in the one record made after the erasure (the empty download).
      await editor.goto(siteUrl(locale, "/admin/activity"));
      const entries = editor.getByRole("listitem").filter({ hasText: email });
      await expect(entries).toHaveCount(1);
      await expect(entries.filter({ hasText: t.exportedKind })).toHaveCount(1);
      const byEditor = editor.getByRole("listitem").filter({ hasText: editorAddress });
      await expect(byEditor.filter({ hasText: t.erasedKind })).toHaveText(/[0-9a-f]{64}/);
      await expect(byEditor.filter({ hasText: t.exportedKind }).filter({ hasText: /[0-9a-f]{64}/ })).toHaveCount(2);
    });
  });

  test(`${locale}: a request stuffed with links is answered like any other, kept as spam, rescued: one mail`, async ({ page, context }) => {
    const email = uniqueEmail(`spam-${locale}`);
    const message = "Great offers https://one.example.com https://two.example.com https://three.example.com";
    await sendContactForm(page, locale, { name: "Offer Bot", email, message });

    const { editor } = await editorPage(context, locale);
    await editor.goto(siteUrl(locale, `/admin/people?email=${encodeURIComponent(email)}`));
    await expect(editor.getByText(t.spamMark)).toBeVisible();
    await expect(editor.getByRole("heading", { name: t.mails(0) })).toBeVisible();
    expect((await deliveredMails()).filter((mail) => mail.replyTo === email || mail.to.includes(email))).toEqual([]);

    await editor.goto(siteUrl(locale, "/admin/spam"));
    await expect(editor.getByRole("heading", { name: t.spam, level: 1 })).toBeVisible();
    const caught = editor.getByRole("article").filter({ hasText: email });
    await expect(caught.getByText(t.reason)).toBeVisible();
    await expect(caught.getByText(message)).toBeVisible();
    await caught.getByRole("button", { name: t.rescue }).click();
    await expect(editor.getByRole("status").filter({ hasText: t.rescued })).toBeVisible();
    await expect(caught).toHaveCount(0);

    const mail = await waitForMail((candidate) => candidate.replyTo === email);
    expect(mail.subject).toBe(t.subject("Offer Bot"));
    expect(mail.text).toContain(message);
    // The receipt follows the rescue.
    expect((await waitForReceipt(email)).subject).toBe(t.receiptSubject);
    // Exactly one: nothing else follows.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await deliveredMails()).filter((candidate) => candidate.replyTo === email)).toHaveLength(1);
  });
}
