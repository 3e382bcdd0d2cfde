import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ROUTE_TABLE, type RouteGroup } from "../../web/src/app/routeTable.ts";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// Every screen, checked with axe-core in both themes; the team screens also on a 375 px wide screen.

// axe takes a few seconds a page on these two cores.
test.describe.configure({ timeout: 180_000 });

const THEMES = ["light", "dark"] as const;
const RECOVERY_PAGES = ["/forgot-password", "/reset-password?token=unknown", "/resend-verification"];
const TEAM_PAGES = [
  "/settings",
  "/settings?tab=preferences",
  "/settings?tab=workspace",
  "/settings?tab=team",
  "/settings?tab=api-keys",
  "/settings?tab=webhooks",
  "/workspaces",
  "/invite?token=unknown",
];

// Every page the router serves, from its route table, so a new route is checked too. A customer's
// page is visited through the list below; `/admin` only redirects.
const pagesIn = (...groups: RouteGroup[]) =>
  ROUTE_TABLE.filter((route) => "page" in route && !route.path.includes(":") && groups.includes(route.group)).map(
    (route) => route.path.replace("/*", ""),
  );
const CRM_PAGES = [...new Set([...pagesIn("signedIn", "crm"), ...TEAM_PAGES])];
const ADMIN_PAGES = pagesIn("admin");
const PUBLIC_PAGES = [...pagesIn("public", "publicGraphql"), "/no-such-page", "/reset-password?token=unknown"];

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((chosen) => window.localStorage.setItem("theme", chosen), theme);
}

/** Visits each page and lists axe's serious and critical findings per page (none expected). */
async function violationsOn(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    found[path] = await seriousViolations(page);
  }
  return found;
}

function noneOn(paths: string[]) {
  return Object.fromEntries(paths.map((path) => [path, []]));
}

/** Waits for the page to settle, then lists axe's serious and critical findings. */
async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const theme of THEMES) {
  test(`the public pages have no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    expect(await violationsOn(page, PUBLIC_PAGES)).toEqual(noneOn(PUBLIC_PAGES));
  });

  test(`the CRM's screens have no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await signUpAndSignIn(page, `axe-${theme}`);
    expect(await violationsOn(page, CRM_PAGES)).toEqual(noneOn(CRM_PAGES));
    await page.goto("/customers");
    await page.getByPlaceholder("Search customers...").fill("Sarah Johnson");
    await page.getByRole("link", { name: "Sarah Johnson", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Sarah Johnson/ })).toBeVisible();
    expect(await seriousViolations(page), "a customer's page").toEqual([]);
    await page.goto("/customers/not-an-id");
    await expect(page.getByRole("heading", { level: 1, name: "Customer not found" })).toBeVisible();
    expect(await seriousViolations(page), "a missing customer's page").toEqual([]);
    await page.goto("/customers");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("dialog", { name: "Import Customers" })).toBeVisible();
    expect(await seriousViolations(page), "the customers import dialog").toEqual([]);
  });

  test(`the admin pages have no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAsAdmin(page);
    expect(await violationsOn(page, ADMIN_PAGES)).toEqual(noneOn(ADMIN_PAGES));
  });
}

test("the team screens fit a 375 px wide screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndSignIn(page, "narrow");
  const narrowPages = [...TEAM_PAGES, "/dashboard", "/tasks", "/activities", "/customers/not-an-id", ...RECOVERY_PAGES];
  for (const path of narrowPages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([path, overflow]).toEqual([path, 0]);
  }
});
