import { type Locator, type Page, expect, test } from "../support/test";
import { holdScripts } from "../support/network";
import { type Locale, siteUrl } from "../support/site";

/**
 * What a visitor does while a form's code arrives is never lost. The forms
 * are deferred islands: their code loads at the first interaction and the
 * server's HTML is hydrated then (docs/decisions/0008). A visitor who fills a
 * form and ticks the privacy box at once clicks while that happens; the box
 * must stay ticked, the choices made and the text typed must stay, and the
 * form must be sent. Repeated, on a normal and a throttled CPU, with the
 * scripts arriving late, so that clicks land before, during and after the
 * island's hydration.
 */

const privacyError = { de: "Du musst die Datenschutzerklärung akzeptieren", es: "Debes aceptar la política de privacidad" };
const contactPage = { de: "/kontakt", es: "/contacto" };
const contactSuccess = { de: "Nachricht gesendet!", es: "¡Mensaje enviado!" };
const membershipPage = { de: "/mitgliedschaft", es: "/hacerse-socio" };
const membershipNext = { de: "Weiter", es: "Siguiente" };
const membershipStep2 = { de: "Persönliche Daten", es: "Datos personales" };

/** Scripts arrive up to `maxDelayMs` late (each at random), like on a phone's line. */
async function delayScripts(page: Page, maxDelayMs: number) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs));
    await route.fallback();
  });
}

async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** The form's code loads at an interaction once the page's scripts run: focus `control` until the form runs in the browser. */
async function interactUntilEnhanced(form: Locator, control: Locator) {
  await expect
    .poll(
      async () => {
        // A focus event each time (focusing the focused element again fires none).
        await control.blur();
        await control.focus();
        return form.getAttribute("data-enhanced");
      },
      { timeout: 15_000 },
    )
    .toBe("true");
}

async function fillContact(form: Locator) {
  await form.locator('[name="name"]').fill("Erika Mustermann");
  await form.locator('[name="privacyAccepted"]').click();
  await expect(form.locator('[name="privacyAccepted"]')).toBeChecked();
  await form.locator('[name="email"]').fill(`race-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`);
  await form.locator('[name="message"]').fill("Eine Frage zu einem eurer Hunde, bitte meldet euch.");
}

const runs = [
  { cpu: 1, scriptDelayMs: 0 },
  { cpu: 1, scriptDelayMs: 600 },
  { cpu: 4, scriptDelayMs: 0 },
  { cpu: 4, scriptDelayMs: 600 },
];

for (const locale of ["de", "es"] as const satisfies readonly Locale[]) {
  test.describe(`forms while their code arrives (${locale})`, () => {
    for (const [index, run] of runs.entries()) {
      test(`contact form, fill and tick at once (run ${index + 1}: CPU ×${run.cpu}, scripts up to ${run.scriptDelayMs} ms late)`, async ({
        page,
      }) => {
        if (run.cpu > 1) await throttleCpu(page, run.cpu);
        if (run.scriptDelayMs) await delayScripts(page, run.scriptDelayMs);
        await page.goto(siteUrl(locale, contactPage[locale]), { waitUntil: "commit" });
        const form = page.locator('section[data-form-type="contact"]');
        await fillContact(form);
        // Whenever the code arrived, the box is still ticked once the form runs in the browser. (When every
        // step above came before the page's scripts ran, the visitor's next step loads the form's code.)
        await interactUntilEnhanced(form, form.locator('[name="message"]'));
        await expect(form.locator('[name="privacyAccepted"]')).toBeChecked();
        await expect(form.locator('[name="name"]')).toHaveValue("Erika Mustermann");
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole("heading", { name: contactSuccess[locale] })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(privacyError[locale])).toHaveCount(0);
      });
    }

    test("a radio chosen before anything hydrated keeps its state, and Next goes on", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(siteUrl(locale, membershipPage[locale]), { waitUntil: "domcontentloaded" });
      const form = page.locator('section[data-form-type="membership"]');
      const supporting = form.locator('[name="membershipType"][value="supporting"]');
      await supporting.check();
      release();
      await interactUntilEnhanced(form, supporting);
      await expect(supporting).toBeChecked();
      await form.getByRole("button", { name: membershipNext[locale] }).click();
      await expect(form.getByRole("heading", { name: membershipStep2[locale] })).toBeVisible();
    });

    test("a checkbox ticked before anything hydrated stays ticked", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(siteUrl(locale, contactPage[locale]), { waitUntil: "domcontentloaded" });
      const form = page.locator('section[data-form-type="contact"]');
      const privacy = form.locator('[name="privacyAccepted"]');
      await privacy.check();
      release();
      await interactUntilEnhanced(form, form.locator('[name="name"]'));
      await expect(privacy).toBeChecked();
    });
  });
}

test("the page does not glide when it scrolls: a control scrolled into view stays where the click lands", async ({ page }) => {
  // `scroll-behavior: smooth` on the page kept a box moving after Playwright (or a browser's find, or a
  // keyboard's Tab) had scrolled it into view; on a busy machine the click landed beside it (issue 33).
  for (const locale of ["de", "es"] as const) {
    await page.goto(siteUrl(locale, contactPage[locale]));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const box = page.locator('section[data-form-type="contact"] [name="privacyAccepted"]');
    const before = await box.boundingBox();
    await box.scrollIntoViewIfNeeded();
    const settled = await box.boundingBox();
    // Two frames later it is where it was right after the scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await box.boundingBox()).toEqual(settled);
    expect(settled?.y).not.toEqual(before?.y);
  }
});
