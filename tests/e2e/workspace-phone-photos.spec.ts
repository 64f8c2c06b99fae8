import { expect, test } from "../support/test";
import sharp from "sharp";
import { signInAsNewEditor } from "../support/editors";
import { largePhonePhoto } from "../support/pictures";
import { getOnHost, siteUrl } from "../support/site";

/**
 * A phone's photos never take the site down: an editor saves a post with three photos straight from a phone
 * (4032×3024, about 10 MB each) as its main picture and gallery, on the server as `npm start` runs it (its 128 MB
 * heap cap, scripts/server-memory.mjs). The post is public afterwards, and /healthz answered all the while without
 * the process ever starting anew.
 */
test("a post saved with three phone photos at once: public, and the server up all the while", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signInAsNewEditor(context, "de");
  const before = await (await getOnHost(request, "de", "/healthz")).json();

  const health = { answered: 0, failed: [] as string[], running: true };
  const watching = (async () => {
    while (health.running) {
      const answer = await getOnHost(request, "de", "/healthz").then(
        async (response) =>
          response.ok() ? ((await response.json()) as { process: { startedAt: string } }) : `status ${response.status()}`,
        (error: Error) => error.message,
      );
      if (typeof answer === "string") health.failed.push(answer);
      else if (answer.process.startedAt !== before.process.startedAt) health.failed.push("the server started anew");
      else health.answered++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const photo = await largePhonePhoto();
  expect(photo.length).toBeGreaterThan(8 * 1024 * 1024);
  const stamp = `handyfotos-${Date.now()}`;
  await page.goto(siteUrl("de", "/admin/posts/new"));
  await page.getByRole("group", { name: "Deutsch", exact: true }).getByLabel("Titel", { exact: true }).fill(`Drei Handyfotos ${stamp}`);
  await page.getByRole("group", { name: "Spanisch", exact: true }).getByLabel("Titel", { exact: true }).fill(`Tres fotos ${stamp}`);
  // An old date: the post never comes first in the lists other tests of this project read.
  await page.getByLabel("Datum").fill("2020-01-15");
  await page.getByLabel("Status").selectOption("Veröffentlicht");
  await page.getByLabel("Hauptbild", { exact: true }).setInputFiles({ name: "IMG_4711.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Bilder hinzufügen").setInputFiles([
    { name: "IMG_4712.jpg", mimeType: "image/jpeg", buffer: photo },
    { name: "IMG_4713.jpg", mimeType: "image/jpeg", buffer: photo },
  ]);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible({ timeout: 90_000 });
  const editorUrl = page.url().replace(/\?.*$/, "");

  await page.goto(siteUrl("de", `/blog/drei-handyfotos-${stamp}`));
  await expect(page.getByRole("heading", { level: 1, name: `Drei Handyfotos ${stamp}` })).toBeVisible();
  const pictures = page.locator("article img[src*='/media/blog-images/uploads/']");
  await expect(pictures).toHaveCount(3);
  // Stored upright (the photo was taken sideways) and no larger than 2560 px.
  expect(await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const original = await getOnHost(request, "de", new URL((await pictures.first().getAttribute("src")) ?? "", "http://x").pathname);
  expect(original.status()).toBe(200);
  const stored = await sharp(await original.body()).metadata();
  expect([stored.format, stored.width, stored.height, stored.orientation, stored.exif]).toEqual(["jpeg", 1920, 2560, undefined, undefined]);

  health.running = false;
  await watching;
  expect(health.failed).toEqual([]);
  expect(health.answered).toBeGreaterThan(3);

  await page.goto(editorUrl);
  await page.getByText("Löschen …").click();
  await page.getByRole("button", { name: "Ja, endgültig löschen" }).click();
  await expect(page.getByText(`„Drei Handyfotos ${stamp}“ wurde gelöscht.`)).toBeVisible();
});
