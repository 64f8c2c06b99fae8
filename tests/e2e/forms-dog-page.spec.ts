import { type Locator, type Page, expect, test } from "../support/test";
import { enhanceForm, failFormPosts } from "../support/forms";
import { associationAddress, uniqueEmail, waitForMail, waitForReceipt } from "../support/mailbox";
import { e2eOrigins } from "../support/ports";

/**
 * The adoption and sponsorship forms on a dog page (`/hunde/<slug>`,
 * `/perros/<slug>`), in both languages: success panel and mail with every
 * field, the error panel, the sponsorship amount rules. The dog comes from
 * `GET /api/fetch-dogs`; its page is reached through the 8-character id
 * suffix (a stale name part redirects to the current slug).
 */

interface Dog {
  id: string | number;
  title?: string;
  name?: string;
  species?: string;
  tags?: string[];
  mediated?: boolean;
}

const isHospice = (dog: Dog) => dog.species?.toLowerCase() === "hunde hospiz" || (dog.tags ?? []).some((tag) => /hospiz/i.test(tag));
const isSponsorable = (dog: Dog) => !isHospice(dog) && (dog.tags ?? []).some((tag) => /patenschaften/i.test(tag));
const isAdoptable = (dog: Dog) =>
  !isHospice(dog) &&
  (dog.species === "Hunde DE" || ((dog.species === "Hunde ES" || dog.species === "Hunde Residencia Monika") && !dog.mediated));

async function findDog(kind: "adoption" | "sponsorship"): Promise<Dog> {
  const response = await fetch(`${e2eOrigins().de}/api/fetch-dogs`);
  const body = (await response.json()) as { dogs: Dog[] };
  // A page needs a title (the card) and a name (the slug).
  const candidates = body.dogs.filter((dog) => dog.title && dog.name && (kind === "adoption" ? isAdoptable(dog) : isSponsorable(dog)));
  // A sponsorship-only dog shows its form without the chooser.
  const preferred = kind === "sponsorship" ? candidates.find((dog) => !isAdoptable(dog)) : undefined;
  const dog = preferred ?? candidates[0];
  if (!dog) throw new Error(`no ${kind} dog in the dog list`);
  return dog;
}

async function openDogPage(page: Page, locale: "de" | "es", dog: Dog, formType: "adoption" | "sponsorship") {
  await page.goto(`${e2eOrigins()[locale]}/${locale === "de" ? "hunde" : "perros"}/x-${String(dog.id).slice(-8)}`);
  const form = page.locator(`section[data-form-type="${formType}"]`);
  if (formType === "sponsorship" && isAdoptable(dog)) {
    const chooser = /Patenschaft|Pate werden|Apadrina|apadrinamiento/i;
    await page
      .getByRole("tab", { name: chooser })
      .or(page.getByRole("button", { name: chooser }))
      .first()
      .click();
  }
  await enhanceForm(form);
  return form;
}

const adoption = {
  name: "Maria Muster",
  phone: "+49 170 1234567",
  livingSituation: "Haus mit Garten am Waldrand.",
  experience: "Zwei eigene Hunde, beide aus dem Tierschutz.",
  message: "Wir würden den Hund gern kennenlernen.",
};

async function fillAdoption(form: Locator, email: string) {
  for (const [name, value] of Object.entries({ ...adoption, email })) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="privacyAccepted"]').check();
}

const texts = {
  de: {
    adoptionTitle: "Adoptionsanfrage für ",
    adoptionSubmit: "Adoptionsanfrage senden",
    adoptionSuccess: "Anfrage gesendet!",
    adoptionText: (dog: string) => `Vielen Dank für dein Interesse an ${dog}! Wir melden uns so schnell wie möglich bei dir.`,
    adoptionSubject: (dog: string) => `Adoptionsanfrage für ${dog}`,
    receiptSubject: (dog: string) => `Wir haben deine Adoptionsanfrage für ${dog} erhalten`,
    receiptDuration: "Von der Zusage bis zur Ankunft vergehen meist 2-4 Wochen.",
    adoptionLines: (dog: string, email: string) => [
      `Hund: ${dog}`,
      `Name: ${adoption.name}`,
      `E-Mail: ${email}`,
      `Telefon: ${adoption.phone}`,
      `Wohnsituation: ${adoption.livingSituation}`,
      `Erfahrung mit Hunden: ${adoption.experience}`,
      `Nachricht: ${adoption.message}`,
    ],
    sponsorTitle: "Pate werden für ",
    sponsorSubmit: "Patenschaft anfragen",
    sponsorSuccess: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
    sponsorSubject: (dog: string) => `Patenschaftsanfrage für ${dog}`,
    sponsorAmount: (euros: number) => `Monatlicher Betrag: ${euros},00\u00a0€ pro Monat`,
    custom: "Eigener Betrag",
    yourNameRequired: "Name ist erforderlich",
    amountRequired: "Bitte wähle einen Betrag",
    amountMin: "Betrag muss mindestens 10€ sein",
    errorTitle: "Fehler beim Senden",
    errorText: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
    errorToast: "Fehler beim Senden. Bitte versuche es später erneut.",
    retry: "Erneut versuchen",
  },
  es: {
    adoptionTitle: "Solicitud de adopción para ",
    adoptionSubmit: "Enviar solicitud de adopción",
    adoptionSuccess: "¡Solicitud enviada!",
    adoptionText: (dog: string) => `¡Gracias por tu interés en ${dog}! Nos pondremos en contacto contigo lo antes posible.`,
    adoptionSubject: (dog: string) => `Solicitud de adopción para ${dog}`,
    receiptSubject: (dog: string) => `Hemos recibido tu solicitud de adopción para ${dog}`,
    receiptDuration: "Desde la confirmación hasta la recogida suelen pasar 1-2 semanas.",
    adoptionLines: (dog: string, email: string) => [
      `Perro: ${dog}`,
      `Nombre: ${adoption.name}`,
      `Correo electrónico: ${email}`,
      `Teléfono: ${adoption.phone}`,
      `Situación de vivienda: ${adoption.livingSituation}`,
      `Experiencia con perros: ${adoption.experience}`,
      `Mensaje: ${adoption.message}`,
    ],
    sponsorTitle: "Apadrina a ",
    sponsorSubmit: "Solicitar apadrinamiento",
    sponsorSuccess: "¡Gracias! Hemos recibido tu solicitud y nos pondremos en contacto contigo.",
    sponsorSubject: (dog: string) => `Solicitud de apadrinamiento para ${dog}`,
    sponsorAmount: (euros: number) => `Importe mensual: ${euros},00\u00a0€ al mes`,
    custom: "Importe propio",
    yourNameRequired: "El nombre es obligatorio",
    amountRequired: "Por favor, elige un importe",
    amountMin: "El importe debe ser de al menos 10€",
    errorTitle: "Error al enviar",
    errorText: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
    errorToast: "Error al enviar. Por favor, inténtalo de nuevo más tarde.",
    retry: "Intentar de nuevo",
  },
};

for (const locale of ["de", "es"] as const) {
  const t = texts[locale];

  test(`adoption form on a dog page (${locale}): success panel, mail and receipt with every field`, async ({ page }) => {
    const form = await openDogPage(page, locale, await findDog("adoption"), "adoption");
    const heading = (await form.getByRole("heading", { level: 2 }).textContent()) ?? "";
    expect(heading.startsWith(t.adoptionTitle)).toBe(true);
    const dogName = heading.slice(t.adoptionTitle.length);
    const email = uniqueEmail(`adoption-${locale}`);
    await fillAdoption(form, email);
    await form.getByRole("button", { name: t.adoptionSubmit }).click();
    await expect(form.getByRole("heading", { name: t.adoptionSuccess })).toBeVisible();
    await expect(form.getByText(t.adoptionText(dogName), { exact: true })).toBeVisible();
    const mail = await waitForMail((candidate) => candidate.replyTo === email);
    expect(mail.subject).toBe(t.adoptionSubject(dogName));
    for (const line of t.adoptionLines(dogName, email)) expect(mail.text).toContain(line);
    const receipt = await waitForReceipt(email);
    expect(receipt.subject).toBe(t.receiptSubject(dogName));
    expect(receipt.replyTo).toBe(associationAddress[locale]);
    expect(receipt.text).toContain(t.receiptDuration);
    for (const line of t.adoptionLines(dogName, email)) expect(receipt.text).toContain(line);
  });

  test(`adoption form on a dog page (${locale}): error panel and retry`, async ({ page }) => {
    const form = await openDogPage(page, locale, await findDog("adoption"), "adoption");
    await fillAdoption(form, uniqueEmail("adoption-failing"));
    await failFormPosts(page);
    await form.getByRole("button", { name: t.adoptionSubmit }).click();
    await expect(form.getByRole("heading", { name: t.errorTitle })).toBeVisible();
    await expect(form.getByText(t.errorText, { exact: true })).toBeVisible();
    await form.getByRole("button", { name: t.retry }).click();
    await expect(form.locator('[name="message"]')).toHaveValue(adoption.message);
  });

  test(`sponsorship form on a dog page (${locale}): presets, custom amount from 10, success resets, mail`, async ({ page }) => {
    const form = await openDogPage(page, locale, await findDog("sponsorship"), "sponsorship");
    const heading = (await form.getByRole("heading", { level: 2 }).textContent()) ?? "";
    expect(heading.startsWith(t.sponsorTitle)).toBe(true);
    const dogName = heading.slice(t.sponsorTitle.length);
    for (const preset of ["10 €", "15 €", "20 €", "30 €"]) await expect(form.getByText(preset, { exact: true })).toBeVisible();
    const custom = form.getByLabel(t.custom);
    await expect(custom).toHaveAttribute("min", "10");
    await expect(custom).toHaveAttribute("step", "1");
    await expect(form.locator('[name="publishName"]')).not.toBeChecked();
    // No amount is chosen for the visitor.
    for (const preset of await form.locator('[name="amount"]').all()) await expect(preset).not.toBeChecked();

    await form.getByRole("button", { name: t.sponsorSubmit }).click();
    await expect(form.getByText(t.yourNameRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(t.amountRequired, { exact: true })).toBeVisible();

    const email = uniqueEmail(`sponsorship-${locale}`);
    await form.locator('[name="yourName"]').fill("Jonas Muster");
    await form.locator('[name="email"]').fill(email);
    await custom.fill("9"); // below the minimum and no preset: refused, not silently raised
    await form.getByRole("button", { name: t.sponsorSubmit }).click();
    await expect(form.getByText(t.amountMin, { exact: true })).toBeVisible();
    await expect(form.getByText(t.sponsorSuccess, { exact: true })).toBeHidden();
    await form.getByText("15 €", { exact: true }).click();
    await custom.fill("9"); // below 10: the preset stays
    await form.getByRole("button", { name: t.sponsorSubmit }).click();
    await expect(form.getByText(t.sponsorSuccess, { exact: true })).toBeVisible();
    const mail = await waitForMail((candidate) => candidate.replyTo === email);
    expect(mail.subject).toBe(t.sponsorSubject(dogName));
    expect(mail.text).toContain(t.sponsorAmount(15));

    await form.getByRole("button", { name: locale === "de" ? "Neue Anfrage" : "Nueva solicitud" }).click();
    await expect(form.locator('[name="yourName"]')).toHaveValue("");
    const second = uniqueEmail(`sponsorship-custom-${locale}`);
    await form.locator('[name="yourName"]').fill("Jonas Muster");
    await form.locator('[name="email"]').fill(second);
    await form.getByText("20 €", { exact: true }).click();
    await form.getByLabel(t.custom).fill("12"); // from 10 on, the custom amount overrides the preset
    await form.getByRole("button", { name: t.sponsorSubmit }).click();
    await expect(form.getByText(t.sponsorSuccess, { exact: true })).toBeVisible();
    expect((await waitForMail((candidate) => candidate.replyTo === second)).text).toContain(t.sponsorAmount(12));
  });

  test(`sponsorship form on a dog page (${locale}): error panel and toast`, async ({ page }) => {
    const form = await openDogPage(page, locale, await findDog("sponsorship"), "sponsorship");
    await form.locator('[name="yourName"]').fill("Jonas Muster");
    await form.locator('[name="email"]').fill(uniqueEmail("sponsorship-failing"));
    await form.getByText("10 €", { exact: true }).click();
    await failFormPosts(page);
    await form.getByRole("button", { name: t.sponsorSubmit }).click();
    await expect(form.getByRole("heading", { name: t.errorTitle })).toBeVisible();
    await expect(form.getByText(t.errorText, { exact: true })).toBeVisible();
    await expect(page.getByText(t.errorToast, { exact: true })).toBeVisible();
    await form.getByRole("button", { name: t.retry }).click();
    await expect(form.locator('[name="yourName"]')).toHaveValue("Jonas Muster");
  });
}
