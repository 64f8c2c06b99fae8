import { type Locator, type Page, expect, test } from "../support/test";
import { enhanceForm, failFormPosts, holdFormPosts } from "../support/forms";
import { associationAddress, uniqueEmail, waitForMail, waitForReceipt } from "../support/mailbox";
import { e2eOrigins } from "../support/ports";

/**
 * The page forms in the browser, in both languages: field errors, the
 * submitting state, the success panel, the delivered mail with every field
 * and the visitor's receipt with the same fields, the error panel (backend
 * forced to fail) and its retry, the honeypot toast.
 */

type Locale = "de" | "es";

interface FormCase {
  name: string;
  formType: string;
  path: Record<Locale, string>;
  /** Fills every field; returns the lines the association's mail and the receipt must contain. */
  fill(form: Locator, locale: Locale, email: string): Promise<string[]>;
  submit: Record<Locale, string>;
  success: Record<Locale, { title: string; text: string; again: string }>;
  errorText: Record<Locale, string>;
  subject: Record<Locale, string>;
  receiptSubject: Record<Locale, string>;
  /** After "new request": the name field is empty (form reset) or still filled. */
  resets: boolean;
  nameField: string;
}

const person = { name: "Maria Muster", phone: "+49 170 1234567" };

async function fillFields(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

const cases: FormCase[] = [
  {
    name: "contact",
    formType: "contact",
    path: { de: "/kontakt", es: "/contacto" },
    async fill(form, locale, email) {
      const message = "Ich habe eine Frage zur Adoption eines Hundes.";
      await fillFields(form, { name: person.name, email, phone: person.phone, message });
      await form.locator('[name="privacyAccepted"]').check();
      return locale === "de"
        ? [`Name: ${person.name}`, `E-Mail: ${email}`, `Telefon: ${person.phone}`, `Nachricht: ${message}`]
        : [`Nombre: ${person.name}`, `Correo electrónico: ${email}`, `Teléfono: ${person.phone}`, `Mensaje: ${message}`];
    },
    submit: { de: "Nachricht senden", es: "Enviar mensaje" },
    success: {
      de: {
        title: "Nachricht gesendet!",
        text: "Vielen Dank für deine Nachricht! Wir melden uns so schnell wie möglich bei dir.",
        again: "Neue Nachricht",
      },
      es: {
        title: "¡Mensaje enviado!",
        text: "¡Gracias por tu mensaje! Nos pondremos en contacto contigo lo antes posible.",
        again: "Nuevo mensaje",
      },
    },
    errorText: {
      de: "Es gab ein Problem beim Senden deiner Nachricht. Bitte versuche es erneut.",
      es: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo.",
    },
    subject: { de: `Kontaktanfrage von ${person.name}`, es: `Consulta de contacto de ${person.name}` },
    receiptSubject: { de: "Wir haben deine Nachricht erhalten", es: "Hemos recibido tu mensaje" },
    resets: true,
    nameField: "name",
  },
  {
    name: "foster home",
    formType: "foster_home",
    path: { de: "/pflegestelle", es: "/casa-de-acogida" },
    async fill(form, locale, email) {
      const values = {
        name: person.name,
        email,
        phone: person.phone,
        zipCode: "23701",
        address: "Musterweg 1, Süsel",
        experience: "Zwei eigene Hunde in zwanzig Jahren.",
        existingPets: "Eine ältere Katze.",
        livingSituation: "Haus mit eingezäuntem Garten.",
        availability: "Ab sofort, sechs bis acht Wochen.",
        message: "Wir freuen uns darauf, einem Hund zu helfen.",
      };
      await fillFields(form, values);
      await form.locator('[name="privacyAccepted"]').check();
      const labels =
        locale === "de"
          ? [
              "Name",
              "E-Mail",
              "Telefon",
              "PLZ",
              "Adresse",
              "Erfahrung mit Hunden",
              "Vorhandene Haustiere",
              "Wohnsituation",
              "Verfügbarkeit",
              "Nachricht",
            ]
          : [
              "Nombre",
              "Correo electrónico",
              "Teléfono",
              "C.P.",
              "Dirección",
              "Experiencia con perros",
              "Mascotas en casa",
              "Situación de vivienda",
              "Disponibilidad",
              "Mensaje",
            ];
      return Object.values(values).map((value, index) => `${labels[index]}: ${value}`);
    },
    submit: { de: "Bewerbung absenden", es: "Enviar solicitud" },
    success: {
      de: {
        title: "Bewerbung gesendet!",
        text: "Vielen Dank für deine Bewerbung als Pflegestelle! Wir melden uns in Kürze bei dir.",
        again: "Neue Bewerbung",
      },
      es: {
        title: "¡Solicitud enviada!",
        text: "¡Gracias por tu solicitud como casa de acogida! Nos pondremos en contacto contigo en breve.",
        again: "Nueva solicitud",
      },
    },
    errorText: {
      de: "Es gab ein Problem beim Senden deiner Bewerbung. Bitte versuche es erneut.",
      es: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
    },
    subject: { de: `Bewerbung als Pflegestelle von ${person.name}`, es: `Solicitud de casa de acogida de ${person.name}` },
    receiptSubject: { de: "Wir haben deine Bewerbung als Pflegestelle erhalten", es: "Hemos recibido tu solicitud como casa de acogida" },
    resets: false,
    nameField: "name",
  },
  {
    name: "hospice donation",
    formType: "donation",
    path: { de: "/hospiz", es: "/hospicio" },
    async fill(form, locale, email) {
      await fillFields(form, { name: person.name, email, amount: "75", message: "Für die alten Hunde." });
      await form.locator('[name="privacyAccepted"]').check();
      return locale === "de"
        ? [
            "Verwendungszweck: Hospiz",
            `Name: ${person.name}`,
            `E-Mail: ${email}`,
            "Betrag in €: 75,00\u00a0€",
            "Nachricht: Für die alten Hunde.",
          ]
        : [
            "Finalidad: Hospicio",
            `Nombre: ${person.name}`,
            `Correo electrónico: ${email}`,
            "Importe en €: 75,00\u00a0€",
            "Mensaje: Für die alten Hunde.",
          ];
    },
    submit: { de: "Spende ankündigen", es: "Anunciar donación" },
    success: {
      de: {
        title: "Vielen Dank für deine Spende!",
        text: "Wir haben deine Spendenzusage für „Hospiz“ erhalten und melden uns mit den Zahlungsdetails bei dir.",
        again: "Weitere Spende",
      },
      es: {
        title: "¡Gracias por tu donación!",
        text: "Hemos recibido tu compromiso de donación para «Hospicio» y te escribiremos con los detalles del pago.",
        again: "Otra donación",
      },
    },
    errorText: {
      de: "Es gab ein Problem beim Senden deiner Spende. Bitte versuche es erneut.",
      es: "Hubo un problema al enviar tu donación. Por favor, inténtalo de nuevo.",
    },
    subject: { de: `Spende für Hospiz von ${person.name}`, es: `Donación para Hospicio de ${person.name}` },
    receiptSubject: {
      de: "Wir haben deine Spendenzusage für „Hospiz“ erhalten",
      es: "Hemos recibido tu compromiso de donación para «Hospicio»",
    },
    resets: true,
    nameField: "name",
  },
  {
    name: "sponsorship request",
    formType: "sponsorship",
    path: { de: "/spenden", es: "/donar-y-teaming" },
    async fill(form, locale, email) {
      await fillFields(form, { dogName: "Luna", yourName: person.name, email });
      await form.getByText("20 €", { exact: true }).click();
      await form.locator('[name="publishName"]').check();
      return locale === "de"
        ? [
            "Hund: Luna",
            `Dein Name: ${person.name}`,
            `E-Mail: ${email}`,
            "Monatlicher Betrag: 20,00\u00a0€ pro Monat",
            "Name als Pate veröffentlichen: Ja",
            "Formular: Spendenseite",
          ]
        : [
            "Perro: Luna",
            `Tu nombre: ${person.name}`,
            `Correo electrónico: ${email}`,
            "Importe mensual: 20,00\u00a0€ al mes",
            "Publicar el nombre como padrino o madrina: Sí",
            "Formulario: Página de donaciones",
          ];
    },
    submit: { de: "Patenschaft anfragen", es: "Solicitar apadrinamiento" },
    success: {
      de: {
        title: "Patenschaftsanfrage gesendet!",
        text: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
        again: "Neue Anfrage",
      },
      es: {
        title: "¡Solicitud de apadrinamiento enviada!",
        text: "¡Gracias! Hemos recibido tu solicitud y nos pondremos en contacto contigo.",
        again: "Nueva solicitud",
      },
    },
    errorText: {
      de: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
      es: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
    },
    subject: { de: "Patenschaftsanfrage für Luna", es: "Solicitud de apadrinamiento para Luna" },
    receiptSubject: {
      de: "Wir haben deine Patenschaftsanfrage für Luna erhalten",
      es: "Hemos recibido tu solicitud de apadrinamiento para Luna",
    },
    resets: true,
    nameField: "yourName",
  },
];

const common = {
  de: {
    submitting: "Wird gesendet...",
    errorTitle: "Fehler beim Senden",
    retry: "Erneut versuchen",
    honeypot: "Formular konnte nicht gesendet werden",
  },
  es: { submitting: "Enviando...", errorTitle: "Error al enviar", retry: "Intentar de nuevo", honeypot: "No se pudo enviar el formulario" },
};

/** The form box once it runs in the browser (hydrated), so clicks take the JavaScript path. */
async function enhancedForm(page: Page, formType: string) {
  const form = page.locator(`section[data-form-type="${formType}"]`);
  await enhanceForm(form);
  return form;
}

for (const formCase of cases) {
  for (const locale of ["de", "es"] as const) {
    test.describe(`${formCase.name} form (${locale})`, () => {
      const url = `${e2eOrigins()[locale]}${formCase.path[locale]}`;
      const t = common[locale];

      test("sends: submitting state, success panel, mail and receipt with every field, new request", async ({ page }) => {
        await page.goto(url);
        const form = await enhancedForm(page, formCase.formType);
        const email = uniqueEmail(`${formCase.formType}-${locale}`);
        const lines = await formCase.fill(form, locale, email);
        const release = await holdFormPosts(page);
        await form.getByRole("button", { name: formCase.submit[locale] }).click();
        await expect(form.getByRole("button", { name: t.submitting })).toBeDisabled();
        release();
        const success = formCase.success[locale];
        await expect(form.getByRole("heading", { name: success.title })).toBeVisible();
        await expect(form.getByText(success.text, { exact: true })).toBeVisible();

        const mail = await waitForMail((candidate) => candidate.replyTo === email);
        expect(mail.subject).toBe(formCase.subject[locale]);
        for (const line of lines) {
          expect(mail.text).toContain(line);
          const [label, value] = line.split(": ");
          expect(mail.html).toContain(`>${label}</th>`);
          expect(mail.html).toContain(`>${value}</td>`);
        }
        const receipt = await waitForReceipt(email);
        expect(receipt.subject).toBe(formCase.receiptSubject[locale]);
        expect(receipt.replyTo).toBe(associationAddress[locale]);
        for (const line of lines) expect(receipt.text).toContain(line);

        await form.getByRole("button", { name: success.again }).click();
        await expect(form.locator(`[name="${formCase.nameField}"]`)).toHaveValue(formCase.resets ? "" : person.name);
      });

      test("error panel when the backend fails, retry returns to the form with the data kept", async ({ page }) => {
        await page.goto(url);
        const form = await enhancedForm(page, formCase.formType);
        await formCase.fill(form, locale, uniqueEmail("failing"));
        await failFormPosts(page);
        await form.getByRole("button", { name: formCase.submit[locale] }).click();
        await expect(form.getByRole("heading", { name: t.errorTitle })).toBeVisible();
        await expect(form.getByText(formCase.errorText[locale], { exact: true })).toBeVisible();
        if (formCase.formType === "sponsorship") {
          await expect(
            page.getByText(
              locale === "de"
                ? "Fehler beim Senden. Bitte versuche es später erneut."
                : "Error al enviar. Por favor, inténtalo de nuevo más tarde.",
            ),
          ).toBeVisible();
        }
        await form.getByRole("button", { name: t.retry }).click();
        await expect(form.locator(`[name="${formCase.nameField}"]`)).toHaveValue(person.name);
      });

      test("a filled honeypot shows the toast and sends nothing", async ({ page }) => {
        await page.goto(url);
        const form = await enhancedForm(page, formCase.formType);
        await formCase.fill(form, locale, uniqueEmail("bot"));
        await form.locator('[name="website"]').fill("https://spam.example", { force: true });
        const posts: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST") posts.push(request.url());
        });
        await form.getByRole("button", { name: formCase.submit[locale] }).click();
        await expect(page.getByText(t.honeypot, { exact: true })).toBeVisible();
        expect(posts).toEqual([]);
        await expect(form.getByRole("button", { name: formCase.submit[locale] })).toBeEnabled();
      });
    });
  }
}

test.describe("field errors under the fields, in red, in both languages", () => {
  const expected = {
    de: [
      "Name muss mindestens 2 Zeichen lang sein",
      "Ungültige E-Mail-Adresse",
      "Telefonnummer muss mindestens 5 Zeichen lang sein",
      "Adresse muss mindestens 5 Zeichen lang sein",
      "PLZ muss mindestens 4 Zeichen lang sein",
      "Bitte beschreibe deine Erfahrung ausführlicher (mind. 10 Zeichen)",
      "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
      "Bitte beschreibe deine Verfügbarkeit ausführlicher (mind. 10 Zeichen)",
      "Nachricht muss mindestens 20 Zeichen lang sein",
      "Du musst die Datenschutzerklärung akzeptieren",
    ],
    es: [
      "El nombre debe tener al menos 2 caracteres",
      "Correo electrónico no válido",
      "El teléfono debe tener al menos 5 caracteres",
      "La dirección debe tener al menos 5 caracteres",
      "El código postal debe tener al menos 4 caracteres",
      "Por favor, describe tu experiencia con más detalle (mín. 10 caracteres)",
      "Por favor, describe tu situación de vivienda con más detalle (mín. 10 caracteres)",
      "Por favor, describe tu disponibilidad con más detalle (mín. 10 caracteres)",
      "El mensaje debe tener al menos 20 caracteres",
      "Debes aceptar la política de privacidad",
    ],
  };
  for (const locale of ["de", "es"] as const) {
    test(`foster-home form (${locale})`, async ({ page }) => {
      await page.goto(`${e2eOrigins()[locale]}${locale === "de" ? "/pflegestelle" : "/casa-de-acogida"}`);
      const form = await enhancedForm(page, "foster_home");
      await form.getByRole("button", { name: locale === "de" ? "Bewerbung absenden" : "Enviar solicitud" }).click();
      for (const message of expected[locale]) {
        const error = form.getByText(message, { exact: true });
        await expect(error).toBeVisible();
        await expect(error).toHaveClass(/text-destructive/);
      }
      await expect(form.locator('[name="name"]')).toHaveAttribute("aria-invalid", "true");
      await expect(form.locator('[name="name"]')).toBeFocused();
      await expect(form.getByRole("link", { name: locale === "de" ? "Datenschutzerklärung" : "política de privacidad" })).toHaveAttribute(
        "href",
        locale === "de" ? "/datenschutz" : "/privacidad",
      );
      await expect(form.getByText(locale === "de" ? "Pflichtfelder" : "Campos obligatorios")).toBeVisible();
      // Fixing a field removes its message.
      await form.locator('[name="name"]').fill("Maria");
      await expect(form.getByText(expected[locale][0] ?? "", { exact: true })).toHaveCount(0);
    });
  }
});

test.describe("sponsorship request amounts", () => {
  test("a custom amount below 30 € is refused; from 30 € it is sent (de)", async ({ page }) => {
    await page.goto(`${e2eOrigins().de}/spenden`);
    const form = await enhancedForm(page, "sponsorship");
    const email = uniqueEmail("sponsor-custom");
    await fillFields(form, { dogName: "Kira", yourName: "Jonas Muster", email });
    await expect(form.getByLabel("Anderer Betrag (ab 30€)")).toHaveAttribute("min", "30");
    await form.getByLabel("Anderer Betrag (ab 30€)").fill("25");
    await form.getByRole("button", { name: "Patenschaft anfragen" }).click();
    await expect(form.getByText("Betrag muss mindestens 30€ sein", { exact: true })).toBeVisible();
    await form.getByLabel("Anderer Betrag (ab 30€)").fill("45");
    await form.getByRole("button", { name: "Patenschaft anfragen" }).click();
    await expect(form.getByText("Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.")).toBeVisible();
    const mail = await waitForMail((candidate) => candidate.replyTo === email);
    expect(mail.text).toContain("Monatlicher Betrag: 45,00\u00a0€ pro Monat");
    expect(mail.text).toContain("Name als Pate veröffentlichen: Nein");
  });
});

test("a dog preselected by ?dog= reaches the contact form and its mail (de, JavaScript)", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/adoption?dog=Luna`);
  const form = await enhancedForm(page, "contact");
  await expect(form.getByText("Deine Anfrage zu Luna", { exact: true })).toBeVisible();
  await expect(form.locator('[name="dogName"]')).toHaveValue("Luna");
  const email = uniqueEmail("contact-dog");
  await fillFields(form, { name: "Maria Muster", email, message: "Ist Luna verträglich mit Katzen?" });
  await form.locator('[name="privacyAccepted"]').check();
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(form.getByRole("heading", { name: "Nachricht gesendet!" })).toBeVisible();
  const mail = await waitForMail((candidate) => candidate.replyTo === email);
  expect(mail.subject).toBe("Kontaktanfrage zu Luna von Maria Muster");
  expect(mail.text).toContain("Hund: Luna");
  const receipt = await waitForReceipt(email);
  expect(receipt.subject).toBe("Wir haben deine Nachricht zu Luna erhalten");
  expect(receipt.text).toContain("Hund: Luna");
});
