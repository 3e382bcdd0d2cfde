import { expect, test, type Page } from "@playwright/test";
import { problemsAtEveryWidth } from "./support/axe.ts";
import { logOut } from "./support/sign-in.ts";
import { E2E_PASSWORD, signUpAndSignIn } from "./support/sign-up.ts";

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, answering every ceremony at once.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test("a passkey added in Settings → Security signs in alone, and finishes a password sign-in as the second factor", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The states are scanned in the dark theme; the accessibility spec scans the tab itself in both.
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await addVirtualAuthenticator(page);
  await signUpAndSignIn(page, "keyholder");
  await page.goto("/settings?tab=security");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Your passkey is your account's first second factor")).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.getByRole("button", { name: "I have saved them" }).click();

  const row = page.getByRole("row").filter({ hasText: "Never" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Rename / }).click();
  const dialog = page.getByRole("dialog", { name: "Rename passkey" });
  await dialog.getByLabel("Name").fill("Test laptop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Test laptop" })).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual([]);

  // Signing in with the passkey alone: no username, no password, no second step.
  await logOut(page, "keyholder");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The password, then the passkey as the second factor.
  await logOut(page, "keyholder");
  await page.getByLabel("Username").fill("keyholder");
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings?tab=security");
  await expect(page.getByRole("row").filter({ hasText: "Test laptop" }).getByText("Never")).toHaveCount(0);
});
