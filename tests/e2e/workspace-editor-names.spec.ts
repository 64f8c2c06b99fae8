import { expect, test } from "../support/test";
import { signInAsNewEditor } from "../support/editors";
import { uniqueEmail } from "../support/mailbox";
import { bothLocales, siteUrl } from "../support/site";

/** Editors with a name on both hosts: given when adding a person or later, shown wherever the workspace names an editor. */

const texts = {
  de: {
    email: "E-Mail-Adresse",
    name: "Name (freiwillig)",
    add: "Hinzufügen",
    added: (email: string) => `${email} gehört jetzt zur Redaktion und kann sich anmelden.`,
    renamed: (email: string, name: string) => `${email} heißt im Redaktionsbereich jetzt ${name}.`,
    signedInAs: (name: string) => `Angemeldet als ${name}`,
    addedBy: (name: string) => new RegExp(`^Hinzugefügt am .+ von ${name}$`),
    activity: "Aktivität",
    addedKind: "Person zur Redaktion hinzugefügt",
  },
  es: {
    email: "Correo electrónico",
    name: "Nombre (opcional)",
    add: "Añadir",
    added: (email: string) => `${email} ya forma parte de la redacción y puede iniciar sesión.`,
    renamed: (email: string, name: string) => `${email} aparece ahora en el área de redacción como ${name}.`,
    signedInAs: (name: string) => `Has iniciado sesión como ${name}`,
    addedBy: (name: string) => new RegExp(`^Alta: .+, por ${name}$`),
    activity: "Actividad",
    addedKind: "Persona añadida a la redacción",
  },
} as const;

for (const locale of bothLocales) {
  const t = texts[locale];

  test(`${locale}: an editor is added with a name, names themself, and is shown by name`, async ({ page, context }) => {
    const me = await signInAsNewEditor(context, locale);
    const colleague = uniqueEmail("named");
    await page.goto(siteUrl(locale, "/admin/editors"));
    const addPerson = async (address: string, name: string, answer: string) => {
      await page.getByLabel(t.email).fill(address);
      await page.getByLabel(t.name).fill(name);
      await page.getByRole("button", { name: t.add, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(answer);
      // Empty again for the next one.
      await expect(page.getByLabel(t.name)).toHaveValue("");
    };

    await addPerson(colleague, "  Berta   Beispiel ", t.added(colleague));
    const listed = page.getByRole("listitem").filter({ hasText: colleague });
    await expect(listed.locator("p").first()).toHaveText("Berta Beispiel");
    await expect(listed.getByText(colleague, { exact: true })).toBeVisible();

    await addPerson(me, "Erika Editorin", t.renamed(me, "Erika Editorin"));
    await expect(page.getByText(t.signedInAs("Erika Editorin"))).toBeVisible();
    await expect(listed.getByText(t.addedBy("Erika Editorin"))).toBeVisible();

    await page.goto(siteUrl(locale, "/admin/activity"));
    const entry = page.getByRole("listitem").filter({ hasText: colleague }).filter({ hasText: t.addedKind });
    await expect(entry).toContainText("Erika Editorin");
    await expect(entry).not.toContainText(me);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of bothLocales) {
    test(`${locale}: an editor who names themself is named so in the frame of the answer`, async ({ page, context }) => {
      const t = texts[locale];
      const me = await signInAsNewEditor(context, locale);
      await page.goto(siteUrl(locale, "/admin/editors"));
      await expect(page.getByText(t.signedInAs(me), { exact: true })).toBeVisible();
      await page.getByLabel(t.email).fill(me);
      await page.getByLabel(t.name).fill("Erika Editorin");
      await page.getByRole("button", { name: t.add, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(t.renamed(me, "Erika Editorin"));
      await expect(page.getByText(t.signedInAs("Erika Editorin"), { exact: true })).toBeVisible();
    });
  }
});
