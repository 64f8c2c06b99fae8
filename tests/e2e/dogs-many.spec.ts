import { expect, test } from "../support/test";
import { chunkAddress, holdRequests, recordDataRequests, recordDocumentLoads, waitForHydration } from "../support/network";
import { ownServerWithDogSource } from "../support/own-server";

/** A long dog list: the first answer carries 48 cards and a "more" link that works with and without JavaScript. */
const dogs = Array.from({ length: 110 }, (_, i) => ({
  id: `0000000000000000000000${String(i).padStart(10, "0")}`,
  title: `Hund ${i + 1}`,
  name: `Hund ${i + 1}`,
  species: i % 2 ? "Hunde ES" : "Hunde DE",
  tags: [],
  publicHeadline: `Sucht ein Zuhause (${i + 1})`,
  publicDescription: "<p>Lieb.</p>",
  imageIds: [],
}));

const own = ownServerWithDogSource({ dogs: { dogs } });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list shows 48 cards and a link to the next ones, keeping the filter", async ({ page }) => {
    await page.goto(`${own.server.origins.de}/hunde`);
    await expect(page.getByRole("article")).toHaveCount(48);
    await page.getByRole("link", { name: "Weitere Hunde anzeigen (48 von 110)" }).click();
    await expect(page).toHaveURL(/\/hunde\?show=96$/);
    await expect(page.getByRole("article")).toHaveCount(96);
    await page.getByRole("link", { name: "Weitere Hunde anzeigen (96 von 110)" }).click();
    await expect(page.getByRole("article")).toHaveCount(110);
    await expect(page.getByRole("link", { name: /Weitere Hunde anzeigen/ })).toHaveCount(0);

    await page.goto(`${own.server.origins.es}/perros?location=spain`);
    await expect(page.getByRole("article")).toHaveCount(48);
    await page.getByRole("link", { name: "Mostrar más perros (48 de 55)" }).click();
    await expect(page).toHaveURL(/\/perros\?location=spain&show=96$/);
    await expect(page.getByRole("article")).toHaveCount(55);
  });
});

test("with JavaScript the next cards come from the list in the browser; a filter starts again at 48", async ({ page }) => {
  // The first "more" is clicked before the list's code is there (a deferred island): it stays in the app too.
  const releaseList = await holdRequests(page, chunkAddress("dog-browser"));
  await page.goto(`${own.server.origins.de}/hunde`);
  await waitForHydration(page);
  await expect(page.getByRole("article")).toHaveCount(48);
  const dataRequests = recordDataRequests(page);
  const documents = recordDocumentLoads(page);
  await page.getByRole("link", { name: "Weitere Hunde anzeigen (48 von 110)" }).click();
  await expect(page).toHaveURL(/\/hunde\?show=96$/);
  releaseList();
  await expect(page.getByRole("article")).toHaveCount(96);
  await page.getByRole("button", { name: "Spanien (55)", exact: true }).click();
  await expect(page).toHaveURL(/\/hunde\?location=spain$/);
  await expect(page.getByRole("article")).toHaveCount(48);
  expect(dataRequests).toEqual([]);
  expect(documents).toEqual([]);
});
