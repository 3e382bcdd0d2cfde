import { expect, type Page } from "@playwright/test";
import { waitForMailedLink } from "./server-log.ts";

export const E2E_PASSWORD = "secret12";

/** Signs a person in at /login, as they would; they arrive on the dashboard. */
export async function signInAt(page: Page, username: string, password = E2E_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new account through /register and the mailed verification link, then signed in. */
export async function signUpAndSignIn(page: Page, username: string) {
  const email = `${username}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel("Confirm Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await page.goto(await waitForMailedLink(email, "verify-email"));
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await signInAt(page, username);
}
