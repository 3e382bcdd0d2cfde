import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGES, CRM_PAGES, PUBLIC_PAGES, THEMES, VIEWPORTS, type ThemeName } from "./support/pages.ts";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// Every page, public, workspace and admin, in both themes, on a desktop and a 375 px wide screen,
// against WCAG 2.1 A and AA: no serious or critical finding.

// axe takes a few seconds a page on these two cores.
test.describe.configure({ timeout: 300_000 });

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function useTheme(page: Page, theme: ThemeName) {
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

/** Waits for the page to settle, then lists axe's serious and critical WCAG 2.1 A/AA findings. */
async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  // antd fades pages and dialogs in; colours measured mid-fade would be wrong either way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (a button's accessible name contains its visible text) is still "experimental" in
    // axe, which leaves it out of a tag selection unless it is asked for by name.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    test.describe(`${theme} theme, ${screen}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
        await useTheme(page, theme);
      });

      test("the public pages have no serious accessibility violation", async ({ page }) => {
        expect(await violationsOn(page, PUBLIC_PAGES)).toEqual(noneOn(PUBLIC_PAGES));
      });

      test("the CRM's screens and dialogs have no serious accessibility violation", async ({ page }) => {
        await signUpAndSignIn(page, `axe-${theme}-${viewport.width}`);
        expect(await violationsOn(page, CRM_PAGES)).toEqual(noneOn(CRM_PAGES));
        await page.goto("/customers");
        await page.getByPlaceholder("Search customers...").fill("Sarah Johnson");
        await page.getByRole("link", { name: "Sarah Johnson", exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: /Sarah Johnson/ })).toBeVisible();
        expect(await seriousViolations(page), "a customer's page").toEqual([]);
        await page.goto("/customers");
        await page.getByRole("button", { name: "Import" }).click();
        await expect(page.getByRole("dialog", { name: "Import Customers" })).toBeVisible();
        expect(await seriousViolations(page), "the customers import dialog").toEqual([]);
        await page.keyboard.press("Escape");
        await page.keyboard.press("Control+k");
        const palette = page.getByRole("dialog", { name: "Search" });
        await palette.getByRole("combobox").fill("global");
        await expect(palette.getByRole("group", { name: "Deals" })).toBeVisible();
        expect(await seriousViolations(page), "the search palette").toEqual([]);
        await page.goto("/deals?view=table");
        expect(await seriousViolations(page), "the deals table").toEqual([]);
        await page.goto("/deals?q=TechCorp");
        await page.getByRole("link", { name: "TechCorp platform renewal" }).click();
        await expect(page.getByRole("dialog", { name: "TechCorp platform renewal" })).toBeVisible();
        expect(await seriousViolations(page), "a deal's panel").toEqual([]);
        await page.goto("/deals");
        await page.getByRole("button", { name: "Add Deal" }).click();
        await expect(page.getByRole("dialog", { name: "Add Deal" })).toBeVisible();
        expect(await seriousViolations(page), "the add deal dialog").toEqual([]);
      });

      test("the admin pages have no serious accessibility violation", async ({ page }) => {
        await signInAsAdmin(page);
        // An unread message, so the messages page shows its tag and buttons.
        const sent = await page.request.post("/graphql", {
          data: {
            query:
              'mutation { sendContactMessage(input: { name: "Axe", email: "axe@example.com", subject: "Contrast", message: "Hi" }) { message } }',
          },
        });
        expect((await sent.json()).data.sendContactMessage.message).toMatch(/^Thank you/);
        expect(await violationsOn(page, ADMIN_PAGES)).toEqual(noneOn(ADMIN_PAGES));
        await page.goto("/admin/pricing");
        await page.getByRole("button", { name: "Edit Professional" }).click();
        await expect(page.getByRole("dialog", { name: "Edit Plan" })).toBeVisible();
        expect(await seriousViolations(page), "the plan dialog").toEqual([]);
      });
    });
  }
}

test("each dashboard chart has its figures as a table", async ({ page }) => {
  await signUpAndSignIn(page, "axe-charts");
  await page.goto("/dashboard");
  for (const [title, columns] of [
    ["Customer Growth", ["Month", "Customers"]],
    ["Revenue Trend", ["Month", "Revenue"]],
    ["Deals by Stage", ["Stage", "Deals"]],
  ] as const) {
    await page.getByText(`${title} as a table`, { exact: true }).click();
    const table = page.getByRole("table", { name: title, exact: true });
    await expect(table.getByRole("columnheader")).toHaveText([...columns]);
    expect(await table.getByRole("rowheader").count(), title).toBeGreaterThan(0);
  }
  const stages = page.getByRole("table", { name: "Deals by Stage", exact: true }).getByRole("rowheader");
  await expect(stages).toHaveText(["Qualified", "Proposal", "Negotiation", "Closed Won"]);
});

test("the sidebar has one full-height border and its menu no line of its own, in both themes", async ({ page }) => {
  await signUpAndSignIn(page, "axe-sidebar");
  for (const theme of THEMES) {
    await page.evaluate((chosen) => window.localStorage.setItem("theme", chosen), theme);
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("menu");
    expect(await menu.evaluate((element) => getComputedStyle(element).borderInlineEndWidth), theme).toBe("0px");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.evaluate((element) => getComputedStyle(element).borderInlineEndStyle), theme).toBe("solid");
  }
});
