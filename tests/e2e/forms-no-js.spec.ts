import { type Locator, expect, test } from "../support/test";
import { isoDateIn } from "../../app/platform/time/calendar";
import { earliestEntryMonth } from "../../app/features/forms/rules/entry-month";
import { deliveredMails, uniqueEmail, waitForMail } from "../support/mailbox";
import { e2eOrigins } from "../support/ports";

/**
 * The forms without JavaScript (progressive enhancement): they post to their
 * own page, and the server answers with the same messages, panels and steps.
 */

test.use({ javaScriptEnabled: false });

/** Fills the contact form's required fields, accepts the privacy policy and sends it. */
async function sendContactForm(form: Locator, fields: { name: string; email: string; message: string }, submitLabel: string) {
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="privacyAccepted"]').check();
  await form.getByRole("button", { name: submitLabel }).click();
}

test("contact (de): server-side field errors, success panel, mail, new request", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/kontakt`);
  const form = page.locator('section[data-form-type="contact"]');
  await form.locator('[name="name"]').fill("M");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page).toHaveURL(/\/kontakt#contact-form$/);
  for (const message of [
    "Name muss mindestens 2 Zeichen lang sein",
    "Ungültige E-Mail-Adresse",
    "Nachricht muss mindestens 20 Zeichen lang sein",
    "Du musst die Datenschutzerklärung akzeptieren",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.locator('[name="name"]')).toHaveValue("M");

  const email = uniqueEmail("contact-nojs");
  await sendContactForm(form, { name: "Maria Muster", email, message: "Eine Frage ganz ohne JavaScript gestellt." }, "Nachricht senden");
  await expect(form.getByRole("heading", { name: "Nachricht gesendet!" })).toBeVisible();
  const mail = await waitForMail((candidate) => candidate.replyTo === email);
  expect(mail.text).toContain("Nachricht: Eine Frage ganz ohne JavaScript gestellt.");
  await form.getByRole("button", { name: "Neue Nachricht" }).click();
  await expect(form.locator('[name="name"]')).toHaveValue("");
});

test("adoption page (es): a dog preselected by ?dog= reaches the mail", async ({ page }) => {
  await page.goto(`${e2eOrigins().es}/adopcion?dog=Bruno`);
  const form = page.locator('section[data-form-type="contact"]');
  await expect(form.getByText("Tu consulta sobre Bruno")).toBeVisible();
  await expect(form.locator('[name="dogName"]')).toHaveValue("Bruno");
  const email = uniqueEmail("dog-nojs");
  await sendContactForm(form, { name: "Ana García", email, message: "Me gustaría conocer a Bruno este fin de semana." }, "Enviar mensaje");
  await expect(form.getByRole("heading", { name: "¡Mensaje enviado!" })).toBeVisible();
  const mail = await waitForMail((candidate) => candidate.replyTo === email);
  expect(mail.subject).toBe("Consulta sobre Bruno de Ana García");
  expect(mail.text).toContain("Perro: Bruno");
});

test("foster home (es): a filled honeypot shows the toast text and sends nothing", async ({ page }) => {
  await page.goto(`${e2eOrigins().es}/casa-de-acogida`);
  const form = page.locator('section[data-form-type="foster_home"]');
  const email = uniqueEmail("bot-nojs");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="website"]').fill("https://spam.example", { force: true });
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(form.getByRole("alert")).toHaveText("No se pudo enviar el formulario");
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  // The outbox is delivered in order: once a later submission's mail has arrived, a stored bot mail would have too.
  const later = uniqueEmail("after-bot-nojs");
  await page.goto(`${e2eOrigins().es}/contacto`);
  await sendContactForm(
    page.locator('section[data-form-type="contact"]'),
    { name: "Ana García", email: later, message: "Un mensaje enviado después del bot." },
    "Enviar mensaje",
  );
  await waitForMail((mail) => mail.replyTo === later);
  // Neither the association's mail nor a receipt to the address.
  expect((await deliveredMails()).filter((mail) => mail.replyTo === email || mail.to.includes(email))).toEqual([]);
});

test("membership (es): steps through the server, with its notices, back and the final submit", async ({ page }) => {
  await page.goto(`${e2eOrigins().es}/hacerse-socio`);
  const form = page.locator('section[data-form-type="membership"]');
  await form.getByRole("button", { name: "Siguiente" }).click();
  await expect(form.getByRole("alert")).toContainText("Información faltante");
  await expect(form.getByRole("alert")).toContainText("Por favor, selecciona un tipo de membresía.");
  await form.getByLabel("Socio colaborador").check();
  await form.getByRole("button", { name: "Siguiente" }).click();
  await expect(form.getByText("Paso 2 de 4", { exact: true })).toBeVisible();
  await form.getByLabel("Señor", { exact: true }).check();
  await form.locator('[name="firstName"]').fill("Jonas");
  await form.locator('[name="lastName"]').fill("Muster");
  await form.locator('[name="birthday"]').fill("1980-01-31");
  await form.getByRole("button", { name: "Siguiente" }).click();
  await expect(form.getByText("Paso 3 de 4", { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Atrás" }).click();
  await expect(form.locator('[name="firstName"]')).toHaveValue("Jonas");
  await form.getByRole("button", { name: "Siguiente" }).click();
  const email = uniqueEmail("membership-nojs");
  await form.locator('[name="street"]').fill("Calle Mayor 1");
  await form.locator('[name="postalCode"]').fill("12580");
  await form.locator('[name="city"]').fill("Benicarló");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="mobile"]').fill("+34 612 345 678");
  await form.getByRole("button", { name: "Siguiente" }).click();
  await expect(form.getByText("Paso 4 de 4", { exact: true })).toBeVisible();
  await expect(form.locator('[name="entryDate"]')).toHaveValue(earliestEntryMonth(isoDateIn(new Date())));
  await form.locator('[name="paymentInterval"]').selectOption("monthly");
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(form.getByRole("heading", { name: "¡Solicitud de membresía enviada!" })).toBeVisible();
  const mail = await waitForMail((candidate) => candidate.replyTo === email);
  expect(mail.text).toContain("Tipo de membresía: Socio colaborador");
  expect(mail.text).toContain("País: España");
  await form.getByRole("button", { name: "Nueva solicitud" }).click();
  await expect(form.getByText("Paso 1 de 4", { exact: true })).toBeVisible();
});
