import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { waitForMailedLink } from "./support/server-log.ts";
import { signInAt, signUpAndSignIn } from "./support/sign-up.ts";

const NEW_PASSWORD = "fresh-secret-42";
const RESET_DONE = "Your password has been reset. Sign in with your new password.";
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";

test("a forgotten password is reset from the mailed link, which ends the other sessions", async ({ page, browser }) => {
  await signUpAndSignIn(page, "forgetful");

  const elsewhere = await browser.newPage();
  await elsewhere.goto("/login");
  await elsewhere.getByRole("link", { name: "Forgot password?" }).click();
  await expect(elsewhere.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await elsewhere.getByLabel("Email").fill("forgetful@example.com");
  await elsewhere.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    elsewhere.getByText(
      "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.",
    ),
  ).toBeVisible();

  const link = await waitForMailedLink("forgetful@example.com", "reset-password");
  await elsewhere.goto(link);
  await elsewhere.getByLabel("New Password").fill(NEW_PASSWORD);
  await elsewhere.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await elsewhere.getByRole("button", { name: "Reset Password" }).click();
  await expect(elsewhere).toHaveURL(/\/login$/);
  await expect(elsewhere.getByText(RESET_DONE)).toBeVisible();
  await signInAt(elsewhere, "forgetful", NEW_PASSWORD);

  // The link works once.
  await elsewhere.goto(link);
  await elsewhere.getByLabel("New Password").fill("another-secret");
  await elsewhere.getByLabel("Confirm Password").fill("another-secret");
  await elsewhere.getByRole("button", { name: "Reset Password" }).click();
  await expect(elsewhere.getByText(INVALID_LINK)).toBeVisible();
  await elsewhere.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(elsewhere).toHaveURL(/\/forgot-password$/);

  // The session started before the reset is over.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("an unverified sign-in offers a fresh verification link", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Username").fill("unhurried");
  await page.getByLabel("Email").fill("unhurried@example.com");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("Confirm Password").fill("secret12");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Username").fill("unhurried");
  await page.getByLabel("Password").fill("secret12");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Your email address is not verified yet.")).toBeVisible();
  await page.getByRole("link", { name: "Resend Verification Email" }).click();
  await page.getByLabel("Email").fill("unhurried@example.com");
  await page.getByRole("button", { name: "Send Verification Link" }).click();
  await expect(
    page.getByText(
      "If an account waiting for verification uses that email address, we have sent it a new verification link.",
    ),
  ).toBeVisible();
});

test("a customer that does not exist shows a not-found state with the way back to the list", async ({ page }) => {
  await signUpAndSignIn(page, "wanderer");
  for (const id of [randomUUID(), "not-an-id"]) {
    await page.goto(`/customers/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Customer not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText("Failed to load this customer")).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Back to Customers" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
});
