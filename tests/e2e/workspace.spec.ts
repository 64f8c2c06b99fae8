import { type Page, type Response, expect, test } from "../support/test";
import { addEditor, signInLinkIn, signInMail } from "../support/editors";
import { deliveredMails, uniqueEmail } from "../support/mailbox";
import { e2eOrigins, e2ePort } from "../support/ports";
import { rawRequest } from "../support/raw-http";
import { type Locale, bothLocales, getOnHost, siteUrl } from "../support/site";

/**
 * The editors' workspace (sign-in, editors, activity) on both hosts, against the
 * production build: one journey per host through sign-in by mailed link, the start page, adding and
 * removing an editor, the activity log and signing out; and the workspace kept apart from the public site.
 */

const texts = {
  de: {
    signIn: "Anmelden",
    signInNow: "Jetzt anmelden",
    sendLink: "Anmeldelink schicken",
    sentTitle: "Schau in dein Postfach",
    sent: (email: string) =>
      `Wenn ${email} zur Redaktion gehört, ist jetzt ein Anmeldelink an diese Adresse unterwegs. Er gilt 15 Minuten und nur ein einziges Mal.`,
    invalidAddress: "Bitte gib eine gültige E-Mail-Adresse ein.",
    subject: "Dein Anmeldelink für den Redaktionsbereich",
    sender: "Costa Azahar Hundehilfe <info@hundehilfe-example.de>",
    start: "Start",
    signedInAs: (email: string) => `Angemeldet als ${email}`,
    mailHeading: "E-Mails der Website",
    dogsHeading: "Hundeliste",
    editors: "Redaktion",
    add: "Hinzufügen",
    added: (email: string) => `${email} gehört jetzt zur Redaktion und kann sich anmelden.`,
    remove: (email: string) => `${email} entfernen`,
    removed: (email: string) => `${email} wurde entfernt und auf allen Geräten abgemeldet.`,
    activity: "Aktivität",
    addedKind: "Person zur Redaktion hinzugefügt",
    removedKind: "Person aus der Redaktion entfernt",
    signOut: "Abmelden",
    signedOut: "Du bist abgemeldet.",
    linkUsed: "Dieser Anmeldelink wurde schon benutzt. Jeder Link funktioniert nur einmal – fordere einfach einen neuen an.",
    otherHost:
      "Dieser Anmeldelink gehört zur anderen Adresse der Website. Öffne ihn dort, wo du ihn angefordert hast, oder fordere hier einen neuen an.",
    title: (page: string) => `${page} – Redaktionsbereich`,
  },
  es: {
    signIn: "Iniciar sesión",
    signInNow: "Iniciar sesión ahora",
    sendLink: "Enviar enlace de acceso",
    sentTitle: "Revisa tu correo",
    sent: (email: string) =>
      `Si ${email} pertenece a la redacción, ya va de camino un enlace de acceso a esa dirección. Es válido durante 15 minutos y solo una vez.`,
    invalidAddress: "Por favor, introduce una dirección de correo electrónico válida.",
    subject: "Tu enlace de acceso al área de redacción",
    sender: "Costa Azahar Rescate Animal <info@rescate-example.es>",
    start: "Inicio",
    signedInAs: (email: string) => `Has iniciado sesión como ${email}`,
    mailHeading: "Correos de la web",
    dogsHeading: "Lista de perros",
    editors: "Editores",
    add: "Añadir",
    added: (email: string) => `${email} ya forma parte de la redacción y puede iniciar sesión.`,
    remove: (email: string) => `Quitar a ${email}`,
    removed: (email: string) => `${email} se ha quitado de la redacción y se ha cerrado su sesión en todos los dispositivos.`,
    activity: "Actividad",
    addedKind: "Persona añadida a la redacción",
    removedKind: "Persona quitada de la redacción",
    signOut: "Cerrar sesión",
    signedOut: "Has cerrado la sesión.",
    linkUsed: "Este enlace de acceso ya se ha utilizado. Cada enlace funciona una sola vez: pide uno nuevo sin problema.",
    otherHost: "Este enlace de acceso pertenece a la otra dirección de la web. Ábrelo donde lo pediste o pide aquí uno nuevo.",
    title: (page: string) => `${page} – Área de redacción`,
  },
} as const;

/** Every workspace page is noindex in its head too (the server sends X-Robots-Tag as well). */
async function expectNoindex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
}

for (const locale of bothLocales) {
  const t = texts[locale];
  const other: Locale = locale === "de" ? "es" : "de";

  test(`${locale}: an editor signs in with a mailed link, adds and removes an editor, reads the log and signs out`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Without a session the workspace sends to the sign-in page, and no answer of it is for search engines.
    const unsigned = await getOnHost(request, locale, "/admin");
    expect(unsigned.status()).toBe(303);
    expect(unsigned.headers()["location"]).toBe("/admin/login");
    expect(unsigned.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    const editor = uniqueEmail("journey");
    const stranger = uniqueEmail("stranger");
    await addEditor(locale, editor);

    await page.goto(siteUrl(locale, "/admin"));
    await expect(page).toHaveURL(siteUrl(locale, "/admin/login"));
    await expect(page.getByRole("heading", { level: 1, name: t.signIn })).toBeVisible();
    await expect(page).toHaveTitle(t.title(t.signIn));
    await expectNoindex(page);

    // A typo is caught in the page's language; an address that is no editor's gets the same answer as an editor's.
    const email = page.locator('input[name="email"]');
    await email.fill("not-an-address");
    await page.getByRole("button", { name: t.sendLink }).click();
    await expect(page.getByText(t.invalidAddress)).toBeVisible();
    const send = async (address: string) => {
      await email.fill(address);
      await email.press("Enter");
      await expect(page.getByRole("status")).toHaveText(t.sent(address));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sentTitle);
    };
    await send(stranger);
    await send(editor);

    const mail = await signInMail(locale, editor);
    expect(mail.subject).toBe(t.subject);
    expect(mail.from).toBe(t.sender);
    const link = signInLinkIn(mail, locale);
    // The link is bound to the host it was asked on.
    await page.goto(link.replace(e2eOrigins()[locale], e2eOrigins()[other]));
    await expect(page.getByRole("alert")).toHaveText(texts[other].otherHost);

    // Opening the link (a mail scanner does) uses nothing: the page's one button signs in.
    const scanned = await getOnHost(request, locale, new URL(link).pathname);
    expect([scanned.status(), scanned.headers()["set-cookie"]]).toEqual([200, undefined]);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: t.signIn })).toBeVisible();
    await page.getByRole("button", { name: t.signInNow }).click();
    await expect(page).toHaveURL(siteUrl(locale, "/admin"));
    await expect(page.getByRole("heading", { level: 1, name: t.start })).toBeVisible();
    await expect(page.getByText(t.signedInAs(editor))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.mailHeading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.dogsHeading })).toBeVisible();
    await expectNoindex(page);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "editor_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    // Seven days from now (the session's end without a visit), give or take the test's own time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    // The address that is no editor's got no mail.
    expect((await deliveredMails()).filter((delivered) => delivered.to.includes(stranger))).toEqual([]);

    // Editors: add one, remove them again.
    await page.getByRole("navigation").getByRole("link", { name: t.editors }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.editors })).toBeVisible();
    const colleague = uniqueEmail("colleague");
    await page.locator('input[type="email"][name="email"]').fill(colleague);
    await page.getByRole("button", { name: t.add, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(t.added(colleague));
    await expect(page.getByRole("listitem").filter({ hasText: colleague })).toHaveCount(1);
    await page.getByRole("button", { name: t.remove(colleague) }).click();
    await expect(page.getByRole("status")).toHaveText(t.removed(colleague));
    await expect(page.getByRole("listitem").filter({ hasText: colleague })).toHaveCount(0);

    // The activity log names who did it.
    await page.getByRole("navigation").getByRole("link", { name: t.activity }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.activity })).toBeVisible();
    const entries = page.getByRole("listitem").filter({ hasText: colleague });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(t.removedKind);
    await expect(entries.nth(0)).toContainText(editor);
    await expect(entries.nth(1)).toContainText(t.addedKind);

    // A state-changing request from another site is refused, even with the editor's cookie.
    const foreign = await rawRequest(e2ePort(), {
      method: "POST",
      path: "/admin/editors",
      host: new URL(e2eOrigins()[locale]).host,
      headers: {
        origin: "https://evil.example",
        cookie: `editor_session=${cookie!.value}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `email=${encodeURIComponent(uniqueEmail("intruder"))}`,
    });
    expect(foreign.status).toBe(403);

    await page.getByRole("button", { name: t.signOut, exact: true }).click();
    await expect(page).toHaveURL(siteUrl(locale, "/admin/login?notice=signedOut"));
    await expect(page.getByRole("status")).toHaveText(t.signedOut);
    await page.goto(siteUrl(locale, "/admin/editors"));
    await expect(page).toHaveURL(siteUrl(locale, "/admin/login"));

    // A link works once.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(t.linkUsed);
  });
}

test("the workspace is kept apart from the public site: robots.txt, sitemaps and the public pages' scripts", async ({ page, request }) => {
  for (const locale of bothLocales) {
    const robots = await (await getOnHost(request, locale, "/robots.txt")).text();
    expect(robots.split("\n")).toContain("Disallow: /admin");
    expect(await (await getOnHost(request, locale, "/sitemap.xml")).text()).not.toContain("/admin");
  }

  /** The text of every script a first visit of `url` loads. */
  const scriptsOf = async (url: string) => {
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    };
    page.on("response", onResponse);
    await page.goto(url, { waitUntil: "networkidle" });
    page.off("response", onResponse);
    return (await Promise.all(scripts)).join("\n");
  };
  // What only the workspace's code holds: its paths (app/features/admin/paths.ts) and its layout's route id.
  const workspaceCode = /\/admin\/logout|routes\/admin\//;
  // The marker is right: the workspace's own pages load that code.
  expect(await scriptsOf(siteUrl("de", "/admin/login"))).toMatch(workspaceCode);
  for (const path of ["/", "/hunde", "/kontakt", "/blog", "/gibt-es-nicht"]) {
    expect(await scriptsOf(siteUrl("de", path)), path).not.toMatch(workspaceCode);
  }
  for (const path of ["/", "/perros", "/contacto"]) {
    expect(await scriptsOf(siteUrl("es", path)), path).not.toMatch(workspaceCode);
  }
});
