import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Page, expect, test } from "../support/test";
import { parse } from "csv-parse/sync";
import { dogSlug } from "../../app/features/dogs/slug";
import { isoDateIn } from "../../app/platform/time/calendar";
import { earliestEntryMonth } from "../../app/features/forms/rules/entry-month";
import { signInAsNewEditor } from "../support/editors";
import { enhanceForm, sendThroughEndpoint } from "../support/forms";
import { deliveredMails, refuseMailsContaining, waitForMail } from "../support/mailbox";
import { holdScripts } from "../support/network";
import { e2eOrigins } from "../support/ports";
import { type Locale, bothLocales, siteUrl } from "../support/site";

/**
 * The inbox of the editors' workspace on both hosts, against the production build: a
 * visitor sends every form; an editor finds each request with every field, handles one (status, assignee,
 * note), exports the list as CSV (checked cell by cell) and sends a mail again that the mail server had
 * refused for good. Tests run beside others on one server: each finds its own requests by a unique marker in
 * the visitors' addresses and refuses only its own mails.
 */

const marker = (test: string) => `${test}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const addressOf = (form: string, mark: string) => `${form}.${mark}@example.org`;

const longDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "es-ES", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

const entryMonth = earliestEntryMonth(isoDateIn(new Date()));

const texts = {
  de: {
    contactPath: "/kontakt",
    listName: "Anfragen",
    sendContact: "Nachricht senden",
    contactSent: "Nachricht gesendet!",
    forms: {
      adoption: "Adoption",
      sponsorship: "Patenschaft",
      foster_home: "Pflegestelle",
      contact: "Kontakt",
      donation: "Spende",
      membership: "Mitgliedschaft",
    },
    found: (count: number) => `${count} Anfragen`,
    unread: "Ungelesen",
    dogPage: (dog: string) => `Seite des Hundes öffnen (${dog})`,
    answer: "Per E-Mail antworten",
    status: "Status",
    inProgress: "In Bearbeitung",
    assignee: "Zuständig",
    note: "Neue Notiz",
    save: "Speichern",
    saved: "Gespeichert.",
    noteBy: (email: string) => `${email} am `,
    views: { my: "Meine offenen" },
    earlier: "Diese Adresse hat schon früher geschrieben",
    export: "Als CSV-Datei herunterladen",
    exportComma: "… mit Kommas statt Semikolons",
    notesColumn: "Notizen",
    mailHeading: "E-Mail an den Verein",
    failed: "Nicht zustellbar – aufgegeben (Versuche: 1).",
    resend: "Erneut senden",
    resent: "Die E-Mail wird jetzt noch einmal verschickt.",
    sent: /^Verschickt am /,
    startTasks: "Nicht zustellbare E-Mails zu Anfragen",
    unreadFact: "Ungelesene Anfragen",
    activity: "Aktivität",
    activityKinds: ["Status einer Anfrage geändert", "Anfrage zugewiesen", "Notiz zu einer Anfrage", "Anfragen als CSV exportiert"],
    rows: (dog: string, mark: string) => ({
      contact: [
        ["Hund", "–"],
        ["Name", "Jürgen Groß"],
        ["E-Mail", addressOf("contact", mark)],
        ["Telefon", "+49 170 1111111"],
        ["Nachricht", "Ich möchte gern helfen – Grüße aus Köln!"],
      ],
      adoption: [
        ["Hund", dog],
        ["Name", "Änne Müller"],
        ["E-Mail", addressOf("adoption", mark)],
        ["Telefon", "+49 170 2222222"],
        ["Wohnsituation", "Haus mit Garten in Bayern"],
        ["Erfahrung mit Hunden", "Zwei Hunde über zwölf Jahre"],
        ["Nachricht", "Wir würden uns sehr über ein Kennenlernen freuen."],
      ],
      foster_home: [
        ["Name", "Fritz Weiß"],
        ["E-Mail", addressOf("foster_home", mark)],
        ["Telefon", "+49 170 3333333"],
        ["Adresse", "Hauptstraße 5, Jülich"],
        ["PLZ", "52428"],
        ["Erfahrung mit Hunden", "Seit zehn Jahren mit Hunden"],
        ["Vorhandene Haustiere", "–"],
        ["Wohnsituation", "Wohnung mit Balkon am Park"],
        ["Verfügbarkeit", "Ab Januar für drei Monate"],
        ["Nachricht", "Ich kann sofort einen Hund aufnehmen, gerne melden."],
      ],
      sponsorship: [
        ["Hund", dog],
        ["Dein Name", "Søren Åberg"],
        ["E-Mail", addressOf("sponsorship", mark)],
        ["Monatlicher Betrag", "25,00\u00a0€ pro Monat"],
        ["Name als Pate veröffentlichen", "Ja"],
        ["Formular", "Hundeseite"],
      ],
      donation: [
        ["Verwendungszweck", "=cmd|' /C calc'!A0"],
        ["Name", "Zoë Brühl"],
        ["E-Mail", addressOf("donation", mark)],
        ["Betrag in €", "50,00\u00a0€"],
        ["Nachricht", "Für Futter – danke!"],
      ],
      membership: [
        ["Mitgliedsvariante", "Fördermitglied"],
        ["Anrede", "Herr"],
        ["Vorname", "Jonas"],
        ["Nachname", "Müller-Lüdenscheidt"],
        ["Geburtsdatum", "3. Februar 1985"],
        ["Straße und Hausnummer", "Königsallee 1"],
        ["Adresszusatz", "–"],
        ["PLZ", "40212"],
        ["Ort", "Düsseldorf"],
        ["Land", "Österreich"],
        ["E-Mail", addressOf("membership", mark)],
        ["Telefon", "–"],
        ["Mobil", "+49 170 4444444"],
        ["Facebook-Name", "–"],
        ["Eintrittsdatum", longDate(`${entryMonth}-01`, "de")],
        ["Zahlungsintervall", "Jährlich"],
      ],
    }),
    country: "Österreich",
    csvHead: ["Referenz", "Eingegangen", "Art der Anfrage", "Sprache", "Status", "Zuständig"],
    language: "Deutsch (deutsche Website)",
    new: "Neu",
  },
  es: {
    contactPath: "/contacto",
    listName: "Solicitudes",
    sendContact: "Enviar mensaje",
    contactSent: "¡Mensaje enviado!",
    forms: {
      adoption: "Adopción",
      sponsorship: "Apadrinamiento",
      foster_home: "Casa de acogida",
      contact: "Contacto",
      donation: "Donación",
      membership: "Membresía",
    },
    found: (count: number) => `${count} solicitudes`,
    unread: "Sin leer",
    dogPage: (dog: string) => `Abrir la página del perro (${dog})`,
    answer: "Responder por correo",
    status: "Estado",
    inProgress: "En curso",
    assignee: "Responsable",
    note: "Nota nueva",
    save: "Guardar",
    saved: "Guardado.",
    noteBy: (email: string) => `${email}, el `,
    views: { my: "Mis abiertas" },
    earlier: "Esta dirección ya ha escrito antes",
    export: "Descargar como archivo CSV",
    exportComma: "… con comas en lugar de punto y coma",
    notesColumn: "Notas",
    mailHeading: "Correo a la asociación",
    failed: "No entregable: abandonado (intentos: 1).",
    resend: "Volver a enviar",
    resent: "El correo se vuelve a enviar ahora.",
    sent: /^Enviado el /,
    startTasks: "Correos de solicitudes no entregables",
    unreadFact: "Solicitudes sin leer",
    activity: "Actividad",
    activityKinds: [
      "Estado de una solicitud cambiado",
      "Solicitud asignada",
      "Nota sobre una solicitud",
      "Solicitudes exportadas como CSV",
    ],
    rows: (dog: string, mark: string) => ({
      contact: [
        ["Perro", "–"],
        ["Nombre", "Jürgen Groß"],
        ["Correo electrónico", addressOf("contact", mark)],
        ["Teléfono", "+49 170 1111111"],
        ["Mensaje", "Ich möchte gern helfen – Grüße aus Köln!"],
      ],
      adoption: [
        ["Perro", dog],
        ["Nombre", "Änne Müller"],
        ["Correo electrónico", addressOf("adoption", mark)],
        ["Teléfono", "+49 170 2222222"],
        ["Situación de vivienda", "Haus mit Garten in Bayern"],
        ["Experiencia con perros", "Zwei Hunde über zwölf Jahre"],
        ["Mensaje", "Wir würden uns sehr über ein Kennenlernen freuen."],
      ],
      foster_home: [
        ["Nombre", "Fritz Weiß"],
        ["Correo electrónico", addressOf("foster_home", mark)],
        ["Teléfono", "+49 170 3333333"],
        ["Dirección", "Hauptstraße 5, Jülich"],
        ["C.P.", "52428"],
        ["Experiencia con perros", "Seit zehn Jahren mit Hunden"],
        ["Mascotas en casa", "–"],
        ["Situación de vivienda", "Wohnung mit Balkon am Park"],
        ["Disponibilidad", "Ab Januar für drei Monate"],
        ["Mensaje", "Ich kann sofort einen Hund aufnehmen, gerne melden."],
      ],
      sponsorship: [
        ["Perro", dog],
        ["Tu nombre", "Søren Åberg"],
        ["Correo electrónico", addressOf("sponsorship", mark)],
        ["Importe mensual", "25,00\u00a0€ al mes"],
        ["Publicar el nombre como padrino o madrina", "Sí"],
        ["Formulario", "Página del perro"],
      ],
      donation: [
        ["Finalidad", "=cmd|' /C calc'!A0"],
        ["Nombre", "Zoë Brühl"],
        ["Correo electrónico", addressOf("donation", mark)],
        ["Importe en €", "50,00\u00a0€"],
        ["Mensaje", "Für Futter – danke!"],
      ],
      membership: [
        ["Tipo de membresía", "Socio colaborador"],
        ["Tratamiento", "Señor"],
        ["Nombre", "Jonas"],
        ["Apellidos", "Müller-Lüdenscheidt"],
        ["Fecha de nacimiento", "3 de febrero de 1985"],
        ["Calle y número", "Königsallee 1"],
        ["Complemento de dirección", "–"],
        ["Código postal", "40212"],
        ["Localidad", "Düsseldorf"],
        ["País", "Austria"],
        ["Correo electrónico", addressOf("membership", mark)],
        ["Teléfono", "–"],
        ["Móvil", "+49 170 4444444"],
        ["Nombre de usuario de Facebook", "–"],
        ["Fecha de alta", longDate(`${entryMonth}-01`, "es")],
        ["Periodicidad de pago", "Anual"],
      ],
    }),
    country: "Austria",
    csvHead: ["Referencia", "Recibida", "Tipo de solicitud", "Idioma", "Estado", "Responsable"],
    language: "Español (web española)",
    new: "Nueva",
  },
} as const;

type FormKey = keyof (typeof texts)["de"]["forms"];

/** The names each request shows in the list (the form's name fields). */
const names: Record<FormKey, string> = {
  contact: "Jürgen Groß",
  adoption: "Änne Müller",
  foster_home: "Fritz Weiß",
  sponsorship: "Søren Åberg",
  donation: "Zoë Brühl",
  membership: "Jonas Müller-Lüdenscheidt",
};

interface SourceDog {
  id: string;
  title?: string;
  name?: string;
}

/** A dog of the e2e dog source with a page (a title and a name). */
async function someDog(): Promise<{ title: string; path: (locale: Locale) => string }> {
  const body = (await (await fetch(`${e2eOrigins().de}/api/fetch-dogs`)).json()) as { dogs: SourceDog[] };
  const dog = body.dogs.find((candidate) => candidate.title && candidate.name);
  if (!dog?.title || !dog.name) throw new Error("no dog with a title and a name in the dog list");
  const slug = dogSlug(dog.name, String(dog.id));
  return { title: dog.title, path: (locale) => `${locale === "de" ? "/hunde" : "/perros"}/${slug}` };
}

/** The contact form in the browser, as a visitor fills it in. */
async function sendContactInBrowser(page: Page, locale: Locale, email: string) {
  const t = texts[locale];
  await page.goto(siteUrl(locale, t.contactPath));
  const form = page.locator('section[data-form-type="contact"]');
  await enhanceForm(form);
  await form.locator('[name="name"]').fill("Jürgen Groß");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+49 170 1111111");
  await form.locator('[name="message"]').fill("Ich möchte gern helfen – Grüße aus Köln!");
  await form.locator('[name="privacyAccepted"]').check();
  await form.getByRole("button", { name: t.sendContact }).click();
  await expect(page.getByText(t.contactSent)).toBeVisible();
}

/** Every other form through its endpoint, in the language of `locale`'s site. */
async function sendOtherForms(request: APIRequestContext, locale: Locale, mark: string, dog: string) {
  const email = (form: string) => addressOf(form, mark);
  const send = (formType: string, data: object) =>
    sendThroughEndpoint(request, locale, "/api/send-form-email", {
      formType,
      locale,
      data: { ...data, privacyAccepted: true, website: "" },
    });
  await send("adoption", {
    dog,
    name: "Änne Müller",
    email: email("adoption"),
    phone: "+49 170 2222222",
    livingSituation: "Haus mit Garten in Bayern",
    experience: "Zwei Hunde über zwölf Jahre",
    message: "Wir würden uns sehr über ein Kennenlernen freuen.",
  });
  await send("foster_home", {
    name: "Fritz Weiß",
    email: email("foster_home"),
    phone: "+49 170 3333333",
    address: "Hauptstraße 5, Jülich",
    zipCode: "52428",
    experience: "Seit zehn Jahren mit Hunden",
    existingPets: "",
    livingSituation: "Wohnung mit Balkon am Park",
    availability: "Ab Januar für drei Monate",
    message: "Ich kann sofort einen Hund aufnehmen, gerne melden.",
  });
  await send("sponsorship", { dogName: dog, yourName: "Søren Åberg", email: email("sponsorship"), amount: 25, publishName: true });
  await send("donation", {
    purpose: "=cmd|' /C calc'!A0",
    name: "Zoë Brühl",
    email: email("donation"),
    amount: 50,
    message: "Für Futter – danke!",
  });
  await sendThroughEndpoint(request, locale, "/api/submit-membership", {
    locale,
    membershipType: "supporting",
    salutation: "male",
    firstName: "Jonas",
    lastName: "Müller-Lüdenscheidt",
    birthday: "1985-02-03",
    street: "Königsallee 1",
    addressAddition: "",
    postalCode: "40212",
    city: "Düsseldorf",
    country: texts[locale].country,
    email: email("membership"),
    phone: "",
    mobile: "+49 170 4444444",
    facebookUsername: "",
    entryDate: entryMonth,
    paymentInterval: "annual",
    website: "",
  });
}

/** The label and value of every field on a request's page, in order. */
async function shownFields(page: Page): Promise<string[][]> {
  const list = page.locator('section[aria-labelledby="request-fields"] dl');
  const labels = await list.locator("dt").allInnerTexts();
  const values = await list.locator("dd").allInnerTexts();
  return labels.map((label, index) => [label, values[index] ?? ""]);
}

const inboxUrl = (locale: Locale, query: string) => siteUrl(locale, `/admin/inbox?${query}`);

for (const locale of bothLocales) {
  const t = texts[locale];

  test(`inbox (${locale}): every form's request arrives with every field; an editor handles one and exports the list`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const mark = marker(`inbox${locale}`);
    const dog = await someDog();
    await sendContactInBrowser(page, locale, addressOf("contact", mark));
    await sendOtherForms(request, locale, mark, dog.title);
    const editor = await signInAsNewEditor(context, locale);

    await page.goto(inboxUrl(locale, `q=${mark}`));
    await expect(page.getByRole("status").filter({ hasText: t.found(6) })).toHaveText(t.found(6));
    const list = page.getByRole("list", { name: t.listName });
    await expect(list.getByRole("listitem")).toHaveCount(6);
    // Newest first: the contact form was sent first, the membership application last.
    await expect(list.getByRole("listitem").first()).toContainText(`${t.forms.membership}: ${names.membership}`);
    await expect(list.getByRole("listitem").last()).toContainText(`${t.forms.contact}: ${names.contact}`);
    await expect(list.getByText(t.unread, { exact: true })).toHaveCount(6);

    const rows = t.rows(dog.title, mark);
    for (const form of Object.keys(names) as FormKey[]) {
      await page.goto(inboxUrl(locale, `q=${mark}`));
      await page.getByRole("link", { name: `${t.forms[form]}: ${names[form]}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.forms[form]}: ${names[form]}`);
      expect(await shownFields(page)).toEqual(rows[form]);
      await expect(page.getByRole("link", { name: t.answer })).toHaveAttribute("href", `mailto:${addressOf(form, mark)}`);
      if (form === "adoption" || form === "sponsorship") {
        await expect(page.getByRole("link", { name: t.dogPage(dog.title) })).toHaveAttribute("href", dog.path(locale));
      }
    }
    // Opened: read.
    await page.goto(inboxUrl(locale, `q=${mark}`));
    await expect(page.getByRole("list", { name: t.listName })).toBeVisible();
    await expect(page.getByText(t.unread, { exact: true })).toHaveCount(0);

    // Handling: status, assignee and a note.
    await page.getByRole("link", { name: `${t.forms.contact}: ${names.contact}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t.forms.contact}: ${names.contact}`);
    await page.getByLabel(t.status).selectOption({ label: t.inProgress });
    await page.getByLabel(t.assignee).selectOption({ label: editor });
    await page.getByLabel(t.note).fill("Rückruf am Montag – Jürgen hat zwei Kinder.");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toHaveText(t.saved);
    await expect(page.getByLabel(t.status)).toHaveValue("in_progress");
    await expect(page.getByLabel(t.assignee).locator("option:checked")).toHaveText(editor);
    const notes = page.locator('section[aria-labelledby="request-notes"]');
    await expect(notes.getByText("Rückruf am Montag – Jürgen hat zwei Kinder.")).toBeVisible();
    await expect(notes.locator("time")).toContainText(t.noteBy(editor));

    await page.goto(inboxUrl(locale, `q=${mark}`));
    await page.getByRole("link", { name: t.views.my, exact: true }).click();
    await expect(page).toHaveURL(/view=my/);
    await expect(page.getByRole("list", { name: t.listName }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("link", { name: `${t.forms.contact}: ${names.contact}`, exact: true })).toBeVisible();

    // Export: the list's filter (this test's requests), UTF-8 with BOM, semicolons between columns (what Excel and
    // LibreOffice in German and Spanish open as columns), every cell as sent, a formula neutralised, a phone number
    // as typed, the notes last.
    await page.goto(inboxUrl(locale, `q=${mark}`));
    const download = async (link: string) => {
      const downloaded = page.waitForEvent("download");
      await page.getByRole("link", { name: link }).click();
      return readFile(await (await downloaded).path());
    };
    const bytes = await download(t.export);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith(`${t.csvHead.join(";")};`)).toBe(true);
    const table: string[][] = parse(text, { delimiter: ";" });
    expect(table).toHaveLength(7);
    const [head, ...records] = table as [string[], ...string[][]];
    expect(head.slice(0, 6)).toEqual(t.csvHead);
    expect(head.at(-1)).toBe(t.notesColumn);
    const recordOf = (form: FormKey) => {
      const row = records.find((record) => record.includes(addressOf(form, mark)));
      if (!row) throw new Error(`no CSV row of ${form}`);
      return Object.fromEntries(head.map((column, index) => [column, row[index]]));
    };
    const fieldCells = (form: FormKey) => Object.fromEntries(rows[form].map(([label, value]) => [label, value === "–" ? "" : value]));
    const expectRecord = (form: FormKey, common: string[], cells: Record<string, string>, notes: RegExp) => {
      const record = recordOf(form);
      expect(Object.fromEntries(t.csvHead.slice(2).map((column, index) => [column, common[index]]))).toEqual(
        Object.fromEntries(t.csvHead.slice(2).map((column) => [column, record[column]])),
      );
      for (const column of head.slice(6, -1)) expect([column, record[column]]).toEqual([column, cells[column] ?? ""]);
      expect(record[t.notesColumn]).toMatch(notes);
    };
    expectRecord(
      "donation",
      [t.forms.donation, t.language, t.new, ""],
      { ...fieldCells("donation"), [String(rows.donation[0]![0])]: "'=cmd|' /C calc'!A0" },
      /^$/,
    );
    expectRecord(
      "contact",
      [t.forms.contact, t.language, t.inProgress, editor],
      // The phone number's tab keeps it text; spreadsheet programs do not show it.
      { ...fieldCells("contact"), [String(rows.contact[3]![0])]: "\t+49 170 1111111" },
      new RegExp(`^\\d.+, ${editor.replace(/\./g, "\\.")}: Rückruf am Montag – Jürgen hat zwei Kinder\\.$`),
    );
    // The same file with commas, for programs that want those.
    const commas = await download(t.exportComma);
    expect(parse(commas.subarray(3).toString("utf8"))).toEqual(table);

    // Every change is in the activity log.
    await page.goto(siteUrl(locale, "/admin/activity"));
    for (const kind of t.activityKinds) await expect(page.getByText(kind).first()).toBeVisible();
  });

  test(`inbox (${locale}): a status, an assignee and a note chosen before the page's scripts ran are kept and saved`, async ({
    page,
    context,
    request,
  }) => {
    const mark = marker(`early${locale}`);
    await sendThroughEndpoint(request, locale, "/api/send-form-email", {
      formType: "contact",
      locale,
      data: {
        name: names.contact,
        email: addressOf("contact", mark),
        phone: "",
        message: "Eine Frage zu einem eurer Hunde.",
        privacyAccepted: true,
        website: "",
      },
    });
    const editor = await signInAsNewEditor(context, locale);
    await page.goto(inboxUrl(locale, `q=${mark}`));
    const href = await page.getByRole("link", { name: `${t.forms.contact}: ${names.contact}`, exact: true }).getAttribute("href");

    // The request's page as a document load whose scripts arrive late: the editor chooses on the server's HTML.
    const release = await holdScripts(page);
    await page.goto(siteUrl(locale, href!), { waitUntil: "commit" });
    await page.getByLabel(t.status).selectOption({ label: t.inProgress });
    await page.getByLabel(t.assignee).selectOption({ label: editor });
    await page.getByLabel(t.note).fill("Vor dem Laden gewählt.");
    release();
    // Hydrated: React has taken the form's elements over.
    await expect
      .poll(() => page.getByLabel(t.status).evaluate((select) => Object.keys(select).some((key) => key.startsWith("__reactFiber"))))
      .toBe(true);
    await expect(page.getByLabel(t.status)).toHaveValue("in_progress");
    await expect(page.getByLabel(t.assignee).locator("option:checked")).toHaveText(editor);
    await expect(page.getByLabel(t.note)).toHaveValue("Vor dem Laden gewählt.");

    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toHaveText(t.saved);
    await page.reload();
    await expect(page.getByLabel(t.status)).toHaveValue("in_progress");
    await expect(page.getByLabel(t.assignee).locator("option:checked")).toHaveText(editor);
    await expect(page.locator('section[aria-labelledby="request-notes"]').getByText("Vor dem Laden gewählt.")).toBeVisible();
  });

  test(`inbox (${locale}): a mail refused for good is a task until it is sent again, then exactly one arrives`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = addressOf("refused", marker(`resend${locale}`));
    let requestPath = "";
    await refuseMailsContaining(email);
    try {
      await sendThroughEndpoint(request, locale, "/api/send-form-email", {
        formType: "contact",
        locale,
        data: { name: "Jürgen Groß", email, phone: "", message: "Bitte ruft mich zurück, ich habe eine Frage.", privacyAccepted: true },
      });
      await signInAsNewEditor(context, locale);
      // The mail worker tries at once and gives up at the first permanent refusal.
      await expect(async () => {
        await page.goto(inboxUrl(locale, `q=${encodeURIComponent(email)}`));
        await page.getByRole("link", { name: `${t.forms.contact}: Jürgen Groß`, exact: true }).click();
        await expect(page.locator('section[aria-labelledby="request-mail"]').getByRole("alert")).toHaveText(t.failed, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('section[aria-labelledby="request-mail"]')).toContainText("550");
      requestPath = new URL(page.url()).pathname;

      await page.goto(siteUrl(locale, "/admin"));
      const tasks = page.locator('section[aria-labelledby="start-tasks"]');
      await expect(tasks.getByRole("heading")).toHaveText(t.startTasks);
      await expect(tasks.locator(`a[href="${requestPath}"]`)).toHaveCount(1);
      await tasks.locator(`a[href="${requestPath}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    } finally {
      await refuseMailsContaining(email, false);
    }
    await page.getByRole("button", { name: t.resend }).click();
    await expect(page.getByRole("status").filter({ hasText: t.resent })).toHaveText(t.resent);
    const mail = await waitForMail((delivered) => delivered.replyTo.includes(email));
    expect(mail.text).toContain("Bitte ruft mich zurück, ich habe eine Frage.");
    await expect(async () => {
      await page.reload();
      await expect(page.locator('section[aria-labelledby="request-mail"] time')).toHaveText(t.sent, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    // Exactly one, also after the mail's state was written.
    expect((await deliveredMails()).filter((delivered) => delivered.replyTo.includes(email))).toHaveLength(1);
    await page.goto(siteUrl(locale, "/admin"));
    await expect(page.locator(`a[href="${requestPath}"]`)).toHaveCount(0);
  });
}
