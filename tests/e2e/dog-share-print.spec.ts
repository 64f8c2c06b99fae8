import { type Page, expect, test } from "../support/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { hydrateAndMoveMouse, waitForHydration } from "../support/network";
import { e2eOrigins } from "../support/ports";

/**
 * Sharing and printing a dog's page, in both languages: the share links
 * (without JavaScript too), the copy button, the phone's share sheet where
 * the browser has one, and the printed sheet: one A4 page with the dog's
 * facts, the association's contact and a QR code that leads to the dog's page.
 */
const languages = [
  {
    locale: "de",
    origin: () => e2eOrigins().de,
    path: "/hunde/senor-pena-a0b00003",
    share: "Teilen",
    whatsappText: "Señor Peña sucht ein Zuhause:",
    email: "E-Mail",
    copy: "Link kopieren",
    copied: "Link kopiert",
    print: "Steckbrief drucken",
    interested: "Interesse an Señor Peña? Melde dich bei uns:",
    place: "Spanien (Finca Chaos)",
    badge: "Zur Adoption",
    contact: "info@hundehilfe-example.de",
  },
  {
    locale: "es",
    origin: () => e2eOrigins().es,
    path: "/perros/senor-pena-a0b00003",
    share: "Compartir",
    whatsappText: "Señor Peña busca un hogar:",
    email: "Correo",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    print: "Imprimir ficha",
    interested: "¿Te interesa Señor Peña? Escríbenos:",
    place: "España (Finca Chaos)",
    badge: "En Adopción",
    contact: "info@rescate-example.es",
  },
] as const;

/** The number of pages of a PDF: its page objects (not the page tree, /Type /Pages). */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** The text of the QR code on a screenshot of the printed sheet's code. */
async function decodeQr(page: Page) {
  const png = PNG.sync.read(await page.getByTestId("dog-print-qr").screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

for (const l of languages) {
  test.describe(`${l.locale} dog page: share and print`, () => {
    test("the share links lead to WhatsApp, Facebook and e-mail with the page's address", async ({ page }) => {
      const url = l.origin() + l.path;
      await page.goto(url);
      const share = page.getByTestId("dog-share");
      await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`${l.whatsappText} ${url}`)}`,
      );
      await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
      await expect(share.getByRole("link", { name: l.email })).toHaveAttribute(
        "href",
        `mailto:?subject=${encodeURIComponent("Señor Peña")}&body=${encodeURIComponent(url)}`,
      );
    });

    test("copying the link puts the page's address on the clipboard", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: l.origin() });
      await page.goto(l.origin() + l.path);
      // The buttons that need a script come with the share block's code, at the first interaction.
      await waitForHydration(page);
      const copy = page.getByTestId("dog-share").getByRole("button", { name: l.copy });
      await expect(copy).toHaveCount(0);
      await hydrateAndMoveMouse(page);
      await copy.click();
      await expect(page.getByRole("status").filter({ hasText: l.copied })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(l.origin() + l.path);
    });

    test("where the browser has a share sheet, one button opens it with the page", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", {
          value: (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
            return Promise.resolve();
          },
        });
      });
      await page.goto(l.origin() + l.path);
      const share = page.getByTestId("dog-share");
      // Until the share block's code comes, at the first interaction, the plain links are there.
      await waitForHydration(page);
      await expect(share.getByRole("link")).toHaveCount(3);
      await hydrateAndMoveMouse(page);
      await share.getByRole("button", { name: l.share }).click();
      expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
        title: "Señor Peña",
        url: l.origin() + l.path,
      });
      await expect(share.getByRole("link")).toHaveCount(0);
    });

    test("the printed sheet fits on one A4 page and its QR code leads to the dog's page", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      await expect(page.getByTestId("dog-print")).toBeHidden();
      await page.emulateMedia({ media: "print" });
      const sheet = page.getByTestId("dog-print");
      await expect(sheet).toBeVisible();
      await expect(page.locator("header").first()).toBeHidden();
      await expect(sheet).toContainText("Señor Peña");
      await expect(sheet).toContainText(l.badge);
      await expect(sheet).toContainText(l.place);
      await expect(sheet).toContainText(l.interested);
      await expect(sheet).toContainText(l.contact);
      // The picture, not loaded on screen, is there once the sheet shows.
      await expect
        .poll(() => sheet.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await decodeQr(page)).toBe(l.origin() + l.path);
      expect(pdfPages(await page.pdf({ format: "A4" }))).toBe(1);
    });
  });

  test.describe(`${l.locale} dog page: share without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the share links are there, the buttons that need JavaScript are not", async ({ page }) => {
      await page.goto(l.origin() + l.path);
      const share = page.getByTestId("dog-share");
      await expect(share.getByRole("link")).toHaveCount(3);
      await expect(share.getByRole("button")).toHaveCount(0);
      await expect(share).not.toContainText(l.print);
    });
  });
}
