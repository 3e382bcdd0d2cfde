import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { VIEWPORTS } from "./support/pages.ts";
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

/** axe's serious and critical WCAG 2.1 A/AA findings on the state shown, desktop and 375 px, and no sideways scroll. */
async function problemsOfState(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // Off every control: a button left under the pointer by the click before would be scanned in its hover colours.
  await page.mouse.move(0, 0);
  for (const [screen, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .setLegacyMode()
      .analyze();
    for (const violation of violations.filter(({ impact }) => impact === "serious" || impact === "critical")) {
      problems.push(`${screen} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${screen}: wider than the screen by ${overflow} px`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  return problems;
}

/** Logs out through the user menu, again until the browser is at /login (see two-factor.spec.ts). */
async function logOut(page: Page, username: string) {
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      await page.getByRole("button", { name: new RegExp(`${username}@`) }).click();
      await page.getByRole("menuitem", { name: "Log out" }).click({ timeout: 5_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
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
  expect(await problemsOfState(page)).toEqual([]);
  await page.getByRole("button", { name: "I have saved them" }).click();

  const row = page.getByRole("row").filter({ hasText: "Never" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Rename / }).click();
  const dialog = page.getByRole("dialog", { name: "Rename passkey" });
  await dialog.getByLabel("Name").fill("Test laptop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Test laptop" })).toBeVisible();
  expect(await problemsOfState(page)).toEqual([]);

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
  expect(await problemsOfState(page)).toEqual([]);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings?tab=security");
  await expect(page.getByRole("row").filter({ hasText: "Test laptop" }).getByText("Never")).toHaveCount(0);
});
