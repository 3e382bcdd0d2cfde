import { expect, test } from "@playwright/test";
import { E2E_SINGLE_SIGN_ON } from "./support/global-setup.ts";

// Single sign-on in Chromium against the real OpenID provider the global setup starts (oidc-provider).

test("a person signs in with single sign-on at the provider, gets an account named after the address, and can require it of the workspace", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: E2E_SINGLE_SIGN_ON.buttonLabel }).click();

  // The provider's own sign-in page, then back to the app, signed in.
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await page.getByLabel("Account").fill(E2E_SINGLE_SIGN_ON.account);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(E2E_SINGLE_SIGN_ON.email)).toBeVisible();

  await page.goto("/settings?tab=security");
  const thisSession = page.getByRole("row").filter({ hasText: "This session" });
  await expect(thisSession.getByText("with single sign-on")).toBeVisible();

  // Only a session that came from single sign-on may require it: this one did.
  await page.goto("/settings?tab=workspace");
  const requirement = page.getByRole("switch", { name: "Require single sign-on" });
  await expect(requirement).not.toBeChecked();
  await requirement.click();
  await expect(requirement).toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Require single sign-on" })).toBeChecked();
});
