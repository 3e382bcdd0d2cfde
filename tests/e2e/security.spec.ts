import { expect, test } from "@playwright/test";
import { signInAt, signUpAndSignIn } from "./support/sign-up.ts";

test("Settings → Security lists both browsers of a person, and signing the other out sends it to /login", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, "guardian");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAt(otherPage, "guardian");

  await page.goto("/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  const sessions = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This session" })).toHaveCount(1);
  await expect(sessions.first()).toContainText("Linux");

  await sessions.filter({ hasNotText: "This session" }).getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).last().click();
  await expect(page.getByText(/^Signed out .+ on .+$/)).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("This session");

  await otherPage.goto("/customers");
  await expect(otherPage).toHaveURL(/\/login/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await other.close();
});
