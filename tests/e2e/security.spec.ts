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
  const sessions = page
    .getByRole("region", { name: "Sessions table" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
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

test("Settings → Security's log shows a person their sign-ins and a failed one, and its owner the workspace's", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, "logkeeper");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await otherPage.getByLabel("Username").fill("logkeeper");
  await otherPage.getByLabel("Password").fill("not-the-password");
  await otherPage.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(otherPage.getByText("Invalid credentials")).toBeVisible();
  await signInAt(otherPage, "logkeeper");

  await page.goto("/settings?tab=security");
  const log = page.getByRole("region", { name: "Your account's security log" });
  const events = log.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText("Signed in with a password");
  await expect(events.nth(1)).toContainText("Failed sign-in: wrong password");
  await expect(events.nth(2)).toContainText("Signed in with a password");
  await expect(events.nth(0)).toContainText("logkeeper");
  // An owner (the sign-up made them one) can switch to the workspace's log, which holds the same sign-ins.
  await page.getByText("This workspace", { exact: true }).click();
  const workspaceEvents = page
    .getByRole("region", { name: "The workspace's security log" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(workspaceEvents).toHaveCount(3);
  await other.close();
});
