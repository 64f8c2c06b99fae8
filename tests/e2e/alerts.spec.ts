import { type Page, expect, test } from "../support/test";
import { fixtureDogs } from "../support/dog-fixture";
import { deliveredMails, uniqueEmail, waitForMail } from "../support/mailbox";
import { ownServerWithDogSource } from "../support/own-server";
import { fakeSmtpPort } from "../support/ports";

/**
 * New-dog alerts end to end, on a server of their own whose fake dog source the tests change: subscribe on
 * the dog list → confirmation mail → confirm → a new dog appears in the source → exactly one alert mail with
 * that dog → one-click unsubscribe → no more mail. In both languages, and subscribing without JavaScript.
 */
test.describe.configure({ mode: "serial" });

const refreshSeconds = 2;
const own = ownServerWithDogSource({
  env: {
    DOGS_REFRESH_SECONDS: String(refreshSeconds),
    SMTP_URL: `smtp://127.0.0.1:${fakeSmtpPort()}`,
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
  },
});
const origin = (locale: "de" | "es") => (locale === "de" ? own.server.origins.de : own.server.origins.es);

/** A dog the source did not list before (raw source format), with a picture. */
const newDog = (n: number, title: string, species: string) => ({
  id: `66e2fa11bb00cc${n}d0a0b000${n}`,
  title,
  name: title,
  species,
  tags: [],
  publicHeadline: `${title} sucht ein Zuhause`,
  publicDescription: `<p>${title}</p>`,
  imageIds: [`n${n}`],
});

/** Lets the list go stale, then asks for it (one list for both sites): the refresh that follows records and announces the new dogs. */
async function refreshDogList(page: Page) {
  await page.waitForTimeout(refreshSeconds * 1000 + 500);
  await page.request.get(`${origin("de")}/hunde`);
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
};

test("German: subscribe, confirm, one alert with the new dog, one-click unsubscribe, no more mail", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("alert-de");
  await page.goto(`${origin("de")}/hunde`);
  const form = page.getByRole("region", { name: "Neue Hunde per E-Mail" });
  await expect(form.getByText("Deine Auswahl: Alle Hunde")).toBeVisible();
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Benachrichtige mich" }).click();
  await expect(
    form.getByText("Fast geschafft: Bitte bestätige deine Anmeldung mit dem Link in der E-Mail, die wir dir gerade geschickt haben."),
  ).toBeVisible();

  const confirmation = await waitForMail((mail) => mail.to.includes(email));
  expect(confirmation.subject).toBe("Bitte bestätige: neue Hunde per E-Mail");
  const confirmLink = linkIn(confirmation.text, "/hunde-alarm/bestaetigen");
  expect(confirmLink.startsWith(`${origin("de")}/hunde-alarm/bestaetigen?token=`)).toBe(true);

  // Opening the link confirms nothing (mail scanners open links); the button does.
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" })).toBeVisible();
  // The same link in Spanish: the switch keeps its secret.
  await expect(page.getByTestId("language-switch")).toHaveAttribute(
    "href",
    `${origin("es")}/avisos-de-perros/confirmar?token=${new URL(confirmLink).searchParams.get("token")}`,
  );
  await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
  await expect(page.getByText("Danke! Deine Anmeldung ist bestätigt. Wir schreiben dir, sobald neue Hunde dazukommen.")).toBeVisible();

  own.source.state.dogs = [...fixtureDogs, newDog(71, "Nube", "Hunde DE")];
  await refreshDogList(page);
  const alert = await waitForMail((mail) => mail.to.includes(email) && mail.subject !== confirmation.subject);
  expect(alert.subject).toBe("Neu bei uns: Nube");
  expect(alert.text).toContain(`Nube\nNube sucht ein Zuhause\n${origin("de")}/hunde/nube-a0b00071\n`);
  expect(alert.html).toContain(`<img src="${origin("de")}/images/dogs/66e2fa11bb00cc71d0a0b00071/n71/320.webp"`);
  expect(alert.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
  const unsubscribeLink = /^<([^>]+)>$/.exec(alert.listUnsubscribe)?.[1] ?? "";
  expect(unsubscribeLink.startsWith(`${origin("de")}/hunde-alarm/abbestellen?token=`)).toBe(true);
  expect(alert.text).toContain(unsubscribeLink);

  // RFC 8058: the mail client posts this body to the link, nothing else.
  const oneClick = await page.request.post(unsubscribeLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(unsubscribeLink);
  await expect(page.getByText("Dieser Link ist nicht mehr gültig. Vielleicht bist du schon abgemeldet.")).toBeVisible();

  own.source.state.dogs = [...fixtureDogs, newDog(71, "Nube", "Hunde DE"), newDog(72, "Toni", "Hunde DE")];
  await refreshDogList(page);
  await page.waitForTimeout(3000);
  expect((await deliveredMails()).filter((mail) => mail.to.includes(email))).toHaveLength(2);
});

test("Spanish: the list's location filter is the subscription; an alert with the new dog, then unsubscribing on the page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("alert-es");
  await page.goto(`${origin("es")}/perros?location=spain`);
  const form = page.getByRole("region", { name: "Perros nuevos por correo" });
  await expect(form.getByText("Tu selección: España")).toBeVisible();
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Avísame" }).click();
  await expect(form.getByText("Casi listo: confirma tu suscripción con el enlace del correo que te acabamos de enviar.")).toBeVisible();

  const confirmation = await waitForMail((mail) => mail.to.includes(email));
  expect(confirmation.subject).toBe("Por favor confirma: perros nuevos por correo");
  expect(confirmation.text).toContain("«España»");
  await page.goto(linkIn(confirmation.text, "/avisos-de-perros/confirmar"));
  await page.getByRole("button", { name: "Confirmar suscripción" }).click();
  await expect(page.getByText("¡Gracias! Tu suscripción está confirmada. Te escribiremos cuando lleguen perros nuevos.")).toBeVisible();

  // A new dog in Germany is no news for this filter; one in Spain is.
  own.source.state.dogs = [...own.source.state.dogs, newDog(73, "Lola", "Hunde DE"), newDog(74, "Rayo", "Hunde ES")];
  await refreshDogList(page);
  const alert = await waitForMail((mail) => mail.to.includes(email) && mail.subject !== confirmation.subject);
  expect(alert.subject).toBe("Nuevo con nosotros: Rayo");
  expect(alert.text).toContain(`${origin("es")}/perros/rayo-a0b00074`);
  expect(alert.text).not.toContain("Lola");

  // Without a mail client's one-click: the link's page asks, its button unsubscribes.
  const unsubscribeLink = /^<([^>]+)>$/.exec(alert.listUnsubscribe)?.[1] ?? "";
  await page.goto(unsubscribeLink);
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByText("Te has dado de baja y ya no recibirás correos sobre perros nuevos.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the alert form subscribes, shows its errors and the confirmation page confirms", async ({ page }) => {
    const email = uniqueEmail("alert-nojs");
    await page.goto(`${origin("de")}/hunde?type=sponsorship`);
    const form = page.getByRole("region", { name: "Neue Hunde per E-Mail" });
    await expect(form.getByText("Deine Auswahl: Patenschaft")).toBeVisible();
    // The browser's own checks are skipped here to reach the server's answer.
    await form.getByLabel("E-Mail-Adresse").fill("not-an-address");
    await form.evaluate((section) => section.querySelector("form")?.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Benachrichtige mich" }).click();
    await expect(form.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(form.getByText("Du musst die Datenschutzerklärung akzeptieren")).toBeVisible();

    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Benachrichtige mich" }).click();
    await expect(page).toHaveURL(`${origin("de")}/hunde?type=sponsorship`);
    await expect(
      page.getByText("Fast geschafft: Bitte bestätige deine Anmeldung mit dem Link in der E-Mail, die wir dir gerade geschickt haben."),
    ).toBeVisible();

    const confirmation = await waitForMail((mail) => mail.to.includes(email));
    expect(confirmation.text).toContain("„Patenschaft“");
    await page.goto(linkIn(confirmation.text, "/hunde-alarm/bestaetigen"));
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.getByText("Danke! Deine Anmeldung ist bestätigt. Wir schreiben dir, sobald neue Hunde dazukommen.")).toBeVisible();
  });
});
