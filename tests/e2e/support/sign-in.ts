import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./global-setup.ts";

/** Signs the e2e admin in through /admin/login, as a person would. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
