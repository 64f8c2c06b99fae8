import { type Locator, type Page, expect, test } from "../support/test";
import { latestAdultBirthday } from "../../app/features/forms/rules/age";
import { isoDateIn } from "../../app/platform/time/calendar";
import { earliestEntryMonth } from "../../app/features/forms/rules/entry-month";
import { enhanceForm, failFormPosts } from "../support/forms";
import { associationAddress, uniqueEmail, waitForMail, waitForReceipt } from "../support/mailbox";
import { e2eOrigins } from "../support/ports";

/**
 * The four-step membership application in the browser, in both languages:
 * step indicators and progress, Next checks each step (destructive toasts),
 * Back keeps the data, Enter acts as Next, success resets to step 1, the
 * error view (backend forced to fail) returns to the form with the data,
 * and the mail arrives with every field.
 */

const texts = {
  de: {
    path: "/mitgliedschaft",
    steps: ["Mitgliedschaft", "Persönliche Daten", "Adresse & Kontakt", "Zahlung"],
    stepOf: (n: number) => `Schritt ${n} von 4`,
    next: "Weiter",
    back: "Zurück",
    submit: "Antrag absenden",
    active: "Aktives Mitglied",
    female: "Frau",
    missing: "Fehlende Angaben",
    chooseType: "Bitte wähle eine Mitgliedsvariante.",
    requiredBeforeNext: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst.",
    required: "Bitte fülle alle Pflichtfelder aus.",
    birthdayTitle: "Ungültiges Geburtsdatum",
    tooYoung: "Du musst mindestens 18 Jahre alt sein.",
    phoneTitle: "Ungültige Telefonnummer",
    countryCode: "Die Nummer muss mit der Ländervorwahl beginnen (z. B. +49 für Deutschland).",
    phoneRequired: "Bitte gib mindestens eine Telefonnummer an.",
    phonePlaceholder: "+49 …",
    country: "Österreich",
    interval: "Vierteljährlich",
    successTitle: "Mitgliedschaftsantrag gesendet!",
    successText: "Deine Mitgliedschaftsanfrage wurde erfolgreich übermittelt. Wir melden uns bald bei dir!",
    again: "Neuer Antrag",
    errorTitle: "Fehler beim Senden",
    errorText: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es später erneut.",
    retry: "Erneut versuchen",
    subject: "Mitgliedsantrag von Maria Muster",
    receiptSubject: "Wir haben deinen Mitgliedsantrag erhalten",
    mailLines: [
      "Mitgliedsvariante: Aktives Mitglied",
      "Anrede: Frau",
      "Vorname: Maria",
      "Nachname: Muster",
      "Land: Österreich",
      "Zahlungsintervall: Vierteljährlich",
      "Mobil: –",
    ],
  },
  es: {
    path: "/hacerse-socio",
    steps: ["Membresía", "Datos personales", "Dirección y contacto", "Pago"],
    stepOf: (n: number) => `Paso ${n} de 4`,
    next: "Siguiente",
    back: "Atrás",
    submit: "Enviar solicitud",
    active: "Socio activo",
    female: "Señora",
    missing: "Información faltante",
    chooseType: "Por favor, selecciona un tipo de membresía.",
    requiredBeforeNext: "Por favor, completa todos los campos obligatorios antes de continuar.",
    required: "Por favor, completa todos los campos obligatorios.",
    birthdayTitle: "Fecha de nacimiento no válida",
    tooYoung: "Debes tener al menos 18 años.",
    phoneTitle: "Número de teléfono no válido",
    countryCode: "El número debe empezar con el prefijo del país (p. ej. +34 para España).",
    phoneRequired: "Por favor, indica al menos un número de teléfono.",
    phonePlaceholder: "+34 …",
    country: "Austria",
    interval: "Trimestral",
    successTitle: "¡Solicitud de membresía enviada!",
    successText: "Tu solicitud de membresía se ha enviado correctamente. ¡Nos pondremos en contacto contigo pronto!",
    again: "Nueva solicitud",
    errorTitle: "Error al enviar",
    errorText: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo más tarde.",
    retry: "Intentar de nuevo",
    subject: "Solicitud de membresía de Maria Muster",
    receiptSubject: "Hemos recibido tu solicitud de membresía",
    mailLines: [
      "Tipo de membresía: Socio activo",
      "Tratamiento: Señora",
      "Nombre: Maria",
      "Apellidos: Muster",
      "País: Austria",
      "Periodicidad de pago: Trimestral",
      "Móvil: –",
    ],
  },
};

const today = isoDateIn(new Date());
/** Too young as the membership form counts age (birth month not yet reached): the first of the month after the latest allowed birthday's. */
const tooYoungBirthday = `${earliestEntryMonth(latestAdultBirthday(today))}-01`;

async function openForm(page: Page, locale: "de" | "es") {
  await page.goto(`${e2eOrigins()[locale]}${texts[locale].path}`);
  const form = page.locator('section[data-form-type="membership"]');
  await enhanceForm(form);
  return form;
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toHaveAttribute("data-type", "error");
}

async function expectStep(form: Locator, locale: "de" | "es", step: number) {
  const t = texts[locale];
  await expect(form.getByText(t.stepOf(step), { exact: true })).toBeVisible();
  await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(step * 25));
  await expect(form.getByRole("heading", { name: t.steps[step - 1], exact: true })).toBeVisible();
  const indicators = form.locator("ol > li");
  for (let index = 0; index < 4; index += 1) {
    const state = index + 1 < step ? "complete" : index + 1 === step ? "current" : "upcoming";
    await expect(indicators.nth(index)).toHaveAttribute("data-state", state);
    await expect(indicators.nth(index).locator("svg")).toHaveCount(state === "complete" ? 1 : 0);
  }
}

/** Steps 1–3 filled correctly (Enter in a field acts as Next). */
async function fillToStep4(form: Locator, locale: "de" | "es", email: string) {
  const t = texts[locale];
  await form.getByLabel(t.active).check();
  await form.getByRole("button", { name: t.next }).click();
  await form.getByLabel(t.female).check();
  await form.locator('[name="firstName"]').fill("Maria");
  await form.locator('[name="lastName"]').fill("Muster");
  await form.locator('[name="birthday"]').fill("1990-05-17");
  await form.locator('[name="lastName"]').press("Enter");
  await form.locator('[name="street"]').fill("Hauptstraße 5");
  await form.locator('[name="postalCode"]').fill("6020");
  await form.locator('[name="city"]').fill("Innsbruck");
  await form.locator('[name="country"]').selectOption(t.country);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+43 512 123456");
  await form.getByRole("button", { name: t.next }).click();
  await expectStep(form, locale, 4);
}

for (const locale of ["de", "es"] as const) {
  test.describe(`membership application (${locale})`, () => {
    const t = texts[locale];

    test("four steps: each Next checks its step, Back keeps the data, success resets to step 1, mail with every field", async ({
      page,
    }) => {
      // The whole application in one journey (about 10 s here, three times that on a loaded 2-core machine).
      test.slow();
      const form = await openForm(page, locale);
      await expectStep(form, locale, 1);
      await expect(form.getByRole("button", { name: t.back })).toHaveCount(0);

      // Step 1: nothing chosen.
      await form.getByRole("button", { name: t.next }).click();
      await expectToast(page, t.missing, t.chooseType);
      await expect(form.getByText(t.chooseType, { exact: true })).toBeVisible();
      await expectStep(form, locale, 1);
      // Enter on a radio button acts as Next.
      await form.getByLabel(t.active).check();
      await form.getByLabel(t.active).press("Enter");
      await expectStep(form, locale, 2);

      // Step 2: missing fields, then a birth month not yet reached 18 years ago.
      await form.getByRole("button", { name: t.next }).click();
      await expectToast(page, t.missing, t.requiredBeforeNext);
      await expect(form.getByText(t.required, { exact: true })).toHaveCount(4);
      await expect(form.locator('[name="birthday"]')).toHaveAttribute("max", latestAdultBirthday(today));
      await form.getByLabel(t.female).check();
      await form.locator('[name="firstName"]').fill("Maria");
      await form.locator('[name="lastName"]').fill("Muster");
      await form.locator('[name="birthday"]').fill(tooYoungBirthday);
      await form.getByRole("button", { name: t.next }).click();
      await expectToast(page, t.birthdayTitle, t.tooYoung);
      await form.locator('[name="birthday"]').fill(latestAdultBirthday(today));
      await form.locator('[name="firstName"]').press("Enter");
      await expectStep(form, locale, 3);

      // Back keeps what was entered.
      await form.getByRole("button", { name: t.back }).click();
      await expectStep(form, locale, 2);
      await expect(form.locator('[name="firstName"]')).toHaveValue("Maria");
      await expect(form.locator('[name="birthday"]')).toHaveValue(latestAdultBirthday(today));
      await form.getByRole("button", { name: t.next }).click();
      await expectStep(form, locale, 3);

      // Step 3: the country list in the language's order, phone rules.
      const options = await form.locator('[name="country"] option').allTextContents();
      expect(options.slice(0, 4)).toEqual(
        locale === "de" ? ["Deutschland", "Österreich", "Schweiz", "Spanien"] : ["España", "Alemania", "Austria", "Suiza"],
      );
      for (const name of ["phone", "mobile"])
        await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("placeholder", t.phonePlaceholder);
      const email = uniqueEmail(`membership-${locale}`);
      await form.locator('[name="street"]').fill("Hauptstraße 5");
      await form.locator('[name="postalCode"]').fill("6020");
      await form.locator('[name="city"]').fill("Innsbruck");
      await form.locator('[name="country"]').selectOption(t.country);
      await form.locator('[name="email"]').fill(email);
      await form.getByRole("button", { name: t.next }).click();
      await expectToast(page, t.missing, t.phoneRequired);
      await form.locator('[name="phone"]').fill("0043 512 123456");
      await form.locator('[name="phone"]').press("Enter");
      await expectToast(page, t.phoneTitle, t.countryCode);
      await expect(form.locator('[name="phone"]')).toHaveAttribute("aria-invalid", "true");
      await form.locator('[name="phone"]').fill("+43 512 123456");
      await form.getByRole("button", { name: t.next }).click();
      await expectStep(form, locale, 4);

      // Step 4: entry month from next month, first of next month by default.
      const entry = form.locator('[name="entryDate"]');
      await expect(entry).toHaveValue(earliestEntryMonth(today));
      await expect(entry).toHaveAttribute("min", earliestEntryMonth(today));
      await form.locator('[name="paymentInterval"]').selectOption({ label: t.interval });
      await form.getByRole("button", { name: t.submit }).click();
      await expect(form.getByRole("heading", { name: t.successTitle })).toBeVisible();
      await expect(form.getByText(t.successText, { exact: true })).toBeVisible();

      const mail = await waitForMail((candidate) => candidate.replyTo === email);
      expect(mail.subject).toBe(t.subject);
      for (const line of [...t.mailLines, `${locale === "de" ? "E-Mail" : "Correo electrónico"}: ${email}`])
        expect(mail.text).toContain(line);
      const [year, month] = earliestEntryMonth(today).split("-").map(Number) as [number, number];
      const firstOfMonth = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "es-ES", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      );
      expect(mail.text).toContain(firstOfMonth);

      const receipt = await waitForReceipt(email);
      expect(receipt.subject).toBe(t.receiptSubject);
      expect(receipt.replyTo).toBe(associationAddress[locale]);
      for (const line of [...t.mailLines, `${locale === "de" ? "E-Mail" : "Correo electrónico"}: ${email}`])
        expect(receipt.text).toContain(line);
      expect(receipt.text).toContain(firstOfMonth);

      await form.getByRole("button", { name: t.again }).click();
      await expectStep(form, locale, 1);
      await expect(form.getByLabel(t.active)).not.toBeChecked();
    });

    test("error view when the backend fails; retry returns to step 4 with the data kept", async ({ page }) => {
      const form = await openForm(page, locale);
      await fillToStep4(form, locale, uniqueEmail("membership-failing"));
      await form.locator('[name="paymentInterval"]').selectOption({ label: t.interval });
      await failFormPosts(page);
      await form.getByRole("button", { name: t.submit }).click();
      await expect(form.getByRole("heading", { name: t.errorTitle })).toBeVisible();
      await expect(form.getByText(t.errorText, { exact: true })).toBeVisible();
      await form.getByRole("button", { name: t.retry }).click();
      await expectStep(form, locale, 4);
      await expect(form.locator('[name="paymentInterval"]')).toHaveValue("quarterly");
      await form.getByRole("button", { name: t.back }).click();
      await expect(form.locator('[name="city"]')).toHaveValue("Innsbruck");
    });
  });
}
