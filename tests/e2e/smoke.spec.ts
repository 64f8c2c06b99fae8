import { expect, test } from "@playwright/test";
import { e2eOrigins } from "../support/ports";

test("the German and the Spanish site render with their language", async ({ page }) => {
  await page.goto(`${e2eOrigins().de}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Hunde", exact: true })).toBeVisible();
  await page.goto(`${e2eOrigins().es}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Perros", exact: true })).toBeVisible();
});
