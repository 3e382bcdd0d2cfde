import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// The team screens, checked with axe-core in both themes and on a 375 px wide screen.

const THEMES = ["light", "dark"] as const;
const TEAM_PAGES = [
  "/settings",
  "/settings?tab=team",
  "/settings?tab=api-keys",
  "/workspaces",
  "/invite?token=unknown",
];

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((chosen) => window.localStorage.setItem("theme", chosen), theme);
}

/** Waits for the page to settle, then lists axe's serious and critical findings (none expected). */
async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const theme of THEMES) {
  test(`the team screens have no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await signUpAndSignIn(page, `axe-${theme}`);
    for (const path of TEAM_PAGES) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test(`the site admin's workspaces page has no serious accessibility violation in the ${theme} theme`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await signInAsAdmin(page);
    await page.goto("/admin/workspaces");
    await expect(page.getByRole("heading", { name: "Workspaces" }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the team screens fit a 375 px wide screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndSignIn(page, "narrow");
  for (const path of [...TEAM_PAGES, "/dashboard"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([path, overflow]).toEqual([path, 0]);
  }
});
