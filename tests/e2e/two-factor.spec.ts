import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { problemsAtEveryWidth } from "./support/axe.ts";
import { logOut } from "./support/sign-in.ts";
import { E2E_PASSWORD, signUpAndSignIn } from "./support/sign-up.ts";

const STEP_MS = 30_000;

/**
 * A code the server will take after the one of `usedStep`: a code is accepted once, for a step after the
 * last one used and at most one step ahead of the clock. When the last code used was already the next
 * step's (two sign-ins within one 30-second step), this waits for the clock to reach it: the state a TOTP
 * code depends on is the time itself.
 */
async function nextCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  while (Math.floor(Date.now() / STEP_MS) < usedStep) {
    await new Promise((resolve) => setTimeout(resolve, usedStep * STEP_MS - Date.now() + 50));
  }
  const step = Math.max(Math.floor(Date.now() / STEP_MS), usedStep + 1);
  const code = TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: step * STEP_MS,
  });
  return { code, step };
}

async function enterPassword(page: Page, username: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
}

test("two-factor set up in Settings → Security, then signing in with a code, with a recovery code, and from a trusted browser with the password alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The steps are scanned in the dark theme; the accessibility spec scans the tab itself in both.
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await signUpAndSignIn(page, "guarded");
  await page.goto("/settings?tab=security");
  await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: /QR code of the two-factor key/ })).toBeVisible();
  const secret =
    (await page
      .locator("code")
      .filter({ hasText: /^[A-Z2-7]{32}$/ })
      .textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await problemsAtEveryWidth(page)).toEqual([]);

  const confirming = await nextCode(secret, 0);
  await page.getByLabel("Authentication code").fill(confirming.code);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Save your recovery codes")).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  expect(await problemsAtEveryWidth(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("bramble-recovery-codes.txt");
  const saved = await readFile((await download.path()) ?? "", "utf8");
  expect(saved).toBe(["Bramble CRM recovery codes (each works once)", "", ...codes, ""].join("\n"));
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Two-factor authentication is on. Recovery codes left: 10.")).toBeVisible();
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancel" }).click();

  await logOut(page, "guarded");
  await enterPassword(page, "guarded");
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  const signingIn = await nextCode(secret, confirming.step);
  await page.getByLabel("Authentication code").fill(signingIn.code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page, "guarded");
  await enterPassword(page, "guarded");
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings?tab=security");
  await expect(page.getByText("Two-factor authentication is on. Recovery codes left: 9.")).toBeVisible();

  // Trust this browser for 30 days: after signing out, the password alone signs in again.
  await logOut(page, "guarded");
  await enterPassword(page, "guarded");
  const trusting = await nextCode(secret, signingIn.step);
  await page.getByLabel("Authentication code").fill(trusting.code);
  await page.getByRole("checkbox", { name: "Trust this browser for 30 days" }).check();
  await expect(page.getByLabel("Authentication code")).toHaveValue(trusting.code);
  await expect(page.getByRole("checkbox", { name: "Trust this browser for 30 days" })).toBeChecked();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, "guarded");
  await page.getByLabel("Username").fill("guarded");
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings?tab=security");
  const trusted = page.getByRole("row").filter({ hasText: "This browser" });
  await expect(trusted.getByRole("button", { name: "Stop trusting" })).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual([]);
});

/** Turns two-factor on in Settings → Security (open): the key from the page, a code, the codes saved. */
async function setUpTwoFactor(page: Page): Promise<{ secret: string; step: number }> {
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret =
    (await page
      .locator("code")
      .filter({ hasText: /^[A-Z2-7]{32}$/ })
      .textContent()) ?? "";
  const confirming = await nextCode(secret, 0);
  await page.getByLabel("Authentication code").fill(confirming.code);
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Two-factor authentication is on. Recovery codes left: 10.")).toBeVisible();
  return { secret, step: confirming.step };
}

test("a workspace that requires a second factor sends a member without one to Settings → Security until they set it up", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "enforcer");
  const requirement = page.getByRole("switch", { name: "Require two-factor authentication" });
  await page.goto("/settings?tab=workspace");
  await requirement.click();
  await expect(
    page.getByText(
      "Turn on two-factor authentication for your own account (Settings → Security) before requiring it of the workspace",
    ),
  ).toBeVisible();

  await page.goto("/settings?tab=security");
  const enrolled = await setUpTwoFactor(page);
  await page.getByRole("tab", { name: "Workspace" }).click();
  await requirement.click();
  await expect(page.getByText("Members now need two-factor authentication")).toBeVisible();
  await expect(requirement).toHaveAttribute("aria-checked", "true");

  // Turning their own second factor off leaves the owner as a member without one: the data closes.
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Turn off" }).click();
  await page.getByLabel("Authentication code").fill((await nextCode(enrolled.secret, enrolled.step)).code);
  await page.getByRole("button", { name: "Turn off" }).click();
  const banner = page.getByText("enforcer's workspace requires two-factor authentication");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("tab", { name: "Workspace" })).toHaveCount(0);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.goto("/customers");
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  await expect(banner).toBeVisible();

  await setUpTwoFactor(page);
  await expect(banner).toHaveCount(0);
  await page.goto("/customers");
  await expect(page).toHaveURL(/\/customers$/);
});
