import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./global-setup.ts";

/** Signs the e2e admin in through /admin/login, as a person would. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Logs out through the user menu. A page that re-renders as its lists arrive (Settings → Security) closed
 * the menu under the click once on a busy machine (the page stayed signed in): the menu is opened and Log
 * out chosen again until the browser is at /login.
 */
export async function logOut(page: Page, username: string) {
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      await page.getByRole("button", { name: new RegExp(`${username}@`) }).click();
      await page.getByRole("menuitem", { name: "Log out" }).click({ timeout: 5_000 });
    }
    // A logout that is only slow must not be asked for twice: its late answer would reload /login under
    // the next sign-in's second step.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}
