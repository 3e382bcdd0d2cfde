import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe.ts";
import { ADMIN_PAGES, CRM_PAGES, PUBLIC_PAGES, THEMES, VIEWPORTS, type ThemeName } from "./support/pages.ts";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// Every page, public, workspace and admin, in both themes, on a desktop and a 375 px wide screen,
// against WCAG 2.1 A and AA: no serious or critical finding; and on the 375 px screen no page is wider
// than the screen. Each page is loaded and scanned once per theme and width. The workspace's tests share
// one account and the admin's one admin session, each signed in once for the file.

// axe takes a few seconds a page on these two cores.
test.describe.configure({ timeout: 300_000 });

const NARROW = VIEWPORTS["375 px"].width;

type Look = { theme: ThemeName; screen: keyof typeof VIEWPORTS };
const LOOKS: Look[] = (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).flatMap((screen) =>
  THEMES.map((theme) => ({ theme, screen })),
);
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Shows the page in a theme and at a width: the app reads the theme from local storage as it starts. */
async function useLook(page: Page, { theme, screen }: Look) {
  await page.setViewportSize(VIEWPORTS[screen]);
  await page.addInitScript((chosen) => window.localStorage.setItem("theme", chosen), theme);
}

/** What is wrong on the page as shown: axe's serious findings, and on a phone how far it is wider than the screen. */
async function problemsOn(page: Page, look: Look): Promise<string[]> {
  const problems = await settledViolations(page);
  if (look.screen === "375 px") {
    const overflow = await page.evaluate((width) => document.documentElement.scrollWidth - width, NARROW);
    if (overflow > 0) problems.push(`wider than the screen by ${overflow} px`);
  }
  return problems;
}

/** Visits each page and lists what is wrong on each (nothing expected). */
async function problemsIn(page: Page, look: Look, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    found[path] = await problemsOn(page, look);
  }
  return found;
}

function noneOn(paths: string[]) {
  return Object.fromEntries(paths.map((path) => [path, []]));
}

/** Waits for the page to settle (its data arrived), then lists axe's serious and critical findings. */
async function settledViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  return seriousViolations(page);
}

let member: StorageState;
let admin: StorageState;

// One account for the workspace's tests and one admin session for the admin's: they only look.
// After a failed test Playwright runs the file's remaining tests in a new worker, which runs this again:
// a name of its own, so the next tests report on the pages and not on a taken username.
test.beforeAll(async ({ browser }, testInfo) => {
  const memberPage = await browser.newPage();
  await signUpAndSignIn(memberPage, `axe-member-${testInfo.workerIndex}`);
  member = await memberPage.context().storageState();
  await memberPage.close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  // An unread message, so the messages page shows its tag and buttons.
  const sent = await adminPage.request.post("/graphql", {
    data: {
      query:
        'mutation { sendContactMessage(input: { name: "Axe", email: "axe@example.com", subject: "Contrast", message: "Hi" }) { message } }',
    },
  });
  expect((await sent.json()).data.sendContactMessage.message).toMatch(/^Thank you/);
  admin = await adminPage.context().storageState();
  await adminPage.close();
});

/** A page signed in with the given session, in a context of its own. */
async function pageAs(browser: Browser, state: StorageState) {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

for (const look of LOOKS) {
  test.describe(`${look.theme} theme, ${look.screen}`, () => {
    test("the public pages have no serious accessibility violation, and none is wider than a 375 px screen", async ({
      page,
    }) => {
      await useLook(page, look);
      expect(await problemsIn(page, look, PUBLIC_PAGES)).toEqual(noneOn(PUBLIC_PAGES));
    });

    test("the CRM's screens and dialogs have no serious accessibility violation, and none is wider than a 375 px screen", async ({
      browser,
    }) => {
      const page = await pageAs(browser, member);
      await useLook(page, look);
      expect(await problemsIn(page, look, CRM_PAGES)).toEqual(noneOn(CRM_PAGES));
      await page.goto("/customers");
      await page.getByPlaceholder("Search customers...").fill("Sarah Johnson");
      await page.getByRole("link", { name: "Sarah Johnson", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: /Sarah Johnson/ })).toBeVisible();
      expect(await settledViolations(page), "a customer's page").toEqual([]);
      await page.getByRole("link", { name: "TechCorp Solutions" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: /TechCorp Solutions/ })).toBeVisible();
      expect(await settledViolations(page), "a company's page").toEqual([]);
      await page.goto("/customers");
      await page.getByRole("button", { name: "Import" }).click();
      await expect(page.getByRole("dialog", { name: "Import Customers" })).toBeVisible();
      expect(await settledViolations(page), "the customers import dialog").toEqual([]);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: "Search" });
      await palette.getByRole("combobox").fill("global");
      await expect(palette.getByRole("group", { name: "Deals" })).toBeVisible();
      expect(await settledViolations(page), "the search palette").toEqual([]);
      await page.goto("/deals?view=table");
      expect(await settledViolations(page), "the deals table").toEqual([]);
      await page.goto("/deals?q=TechCorp");
      await page.getByRole("link", { name: "TechCorp platform renewal" }).click();
      await expect(page.getByRole("dialog", { name: "TechCorp platform renewal" })).toBeVisible();
      expect(await settledViolations(page), "a deal's panel").toEqual([]);
      await page.goto("/deals");
      await page.getByRole("button", { name: "Add Deal" }).click();
      await expect(page.getByRole("dialog", { name: "Add Deal" })).toBeVisible();
      expect(await settledViolations(page), "the add deal dialog").toEqual([]);
      await page.context().close();
    });

    test("the admin pages have no serious accessibility violation, and none is wider than a 375 px screen", async ({
      browser,
    }) => {
      const page = await pageAs(browser, admin);
      await useLook(page, look);
      expect(await problemsIn(page, look, ADMIN_PAGES)).toEqual(noneOn(ADMIN_PAGES));
      await page.goto("/admin/pricing");
      await page.getByRole("button", { name: "Edit Professional" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Plan" })).toBeVisible();
      expect(await settledViolations(page), "the plan dialog").toEqual([]);
      await page.context().close();
    });
  });
}

test("each dashboard chart has its figures as a table", async ({ browser }) => {
  const page = await pageAs(browser, member);
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
  await expect(stages).toHaveText(["Qualified", "Proposal", "Negotiation"]);
  await page.context().close();
});

test("the sidebar has one full-height border and its menu no line of its own, in both themes", async ({ browser }) => {
  const page = await pageAs(browser, member);
  await page.goto("/dashboard");
  for (const theme of THEMES) {
    await page.evaluate((chosen) => window.localStorage.setItem("theme", chosen), theme);
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("menu");
    expect(await menu.evaluate((element) => getComputedStyle(element).borderInlineEndWidth), theme).toBe("0px");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(await sidebar.evaluate((element) => getComputedStyle(element).borderInlineEndStyle), theme).toBe("solid");
  }
  await page.context().close();
});
