import { expect, test, type Page } from "@playwright/test";
import { waitForMailedLink } from "./support/server-log.ts";
import { E2E_PASSWORD, signInAt, signUpAndSignIn } from "./support/sign-up.ts";

const SAVED = "Settings updated successfully";
const NEW_PASSWORD = "rotated-secret-7";

function notificationSwitch(page: Page, name: "Email Notifications" | "Task Reminders") {
  return page.getByRole("switch", { name });
}

test("the profile and both notification switches are kept across a reload", async ({ page }) => {
  await signUpAndSignIn(page, "settler");
  await page.goto("/settings");
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Settler");
  await page.getByLabel("Phone").fill("+1 555 0199");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=preferences$/);
  for (const name of ["Email Notifications", "Task Reminders"] as const) {
    await expect(notificationSwitch(page, name)).toBeChecked();
    await notificationSwitch(page, name).click();
    await expect(notificationSwitch(page, name)).not.toBeChecked();
  }
  await expect(page.getByText("Disabled", { exact: true })).toHaveCount(3);

  await page.reload();
  await expect(notificationSwitch(page, "Email Notifications")).not.toBeChecked();
  await expect(notificationSwitch(page, "Task Reminders")).not.toBeChecked();
  await page.goto("/settings");
  await expect(page.getByLabel("First Name")).toHaveValue("Sam");
  await expect(page.getByLabel("Last Name")).toHaveValue("Settler");
  await expect(page.getByLabel("Phone")).toHaveValue("+1 555 0199");
  await expect(page.getByLabel("Email")).toHaveValue("settler@example.com");
});

test("a new e-mail address is used once its mailed link is opened", async ({ page }) => {
  await signUpAndSignIn(page, "mover");
  await page.goto("/settings");
  await page.getByLabel("Email").fill("mover@new.example.com");
  await page.getByLabel("Password to confirm the new email").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText("Waiting for confirmation: mover@new.example.com")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("mover@example.com");

  await page.goto(await waitForMailedLink("mover@new.example.com", "verify-email"));
  await expect(page.getByText("Your email address is now mover@new.example.com.")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByLabel("Email")).toHaveValue("mover@new.example.com");
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);

  // The old address was told, with a link that gives it back and signs every session out.
  await page.goto(await waitForMailedLink("mover@example.com", "cancel-email-change"));
  await expect(page.getByRole("heading", { name: "Cancel the email change" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel the email change" }).click();
  await expect(page.getByRole("status")).toHaveText(/your account's email address is mover@example\.com/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login/);
});

test("a password change keeps this session, signs the earlier ones out, and the new password signs in", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, "rotator");
  const earlier = await browser.newContext();
  const earlierPage = await earlier.newPage();
  await signInAt(earlierPage, "rotator");

  await page.goto("/settings");
  await page.getByLabel("Current Password").fill(E2E_PASSWORD);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    page.getByText("Your password has been changed. Your other sessions have been signed out."),
  ).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("First Name")).toBeVisible();

  await earlierPage.goto("/dashboard");
  await expect(earlierPage).toHaveURL(/\/login/);
  await earlier.close();

  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await signInAt(freshPage, "rotator", NEW_PASSWORD);
  await fresh.close();
});
