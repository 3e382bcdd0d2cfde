import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { VIEWPORTS } from "./support/pages.ts";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// On a 375 px wide screen nothing is cut off or wider than the screen: wide tables scroll inside a
// visible frame that says so, and toasts keep off the header's controls. That no page of the route table
// is wider than the screen is checked where each page is loaded at that width anyway, in
// accessibility.spec.ts.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: VIEWPORTS["375 px"] });

/** How far each page is wider than the screen, in CSS pixels (0 everywhere expected). */
async function overflowOn(page: Page, paths: string[]) {
  const found: Record<string, number> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    found[path] = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - 375));
  }
  return found;
}

/** The frame's box and how far its content reaches beyond it. */
async function frameOf(page: Page, name: string) {
  const frame = page.getByRole("region", { name });
  await expect(frame).toBeVisible();
  return frame.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: Math.round(box.left) >= 0,
      right: Math.round(box.right) <= 375,
      scrollsSideways: element.scrollWidth > element.clientWidth,
      bordered: style.borderTopStyle === "solid" && style.borderTopWidth === "1px",
      focusable: element.tabIndex === 0,
    };
  });
}

const FRAMED = { left: true, right: true, scrollsSideways: true, bordered: true, focusable: true };

test("the workspace's wide tables scroll in a visible frame, and a listed API key widens no page", async ({ page }) => {
  await signUpAndSignIn(page, "narrow-screen");

  // The customers table fits: name, status and value without scrolling.
  await page.goto("/customers");
  const customers = page.getByRole("region", { name: "Customers table" });
  expect(await frameOf(page, "Customers table")).toEqual({ ...FRAMED, scrollsSideways: false });
  for (const column of ["Customer", "Status", "Value"]) {
    await expect(customers.getByRole("columnheader", { name: column })).toBeInViewport({ ratio: 1 });
  }
  await expect(customers.getByRole("cell", { name: "Active" }).first()).toBeInViewport({ ratio: 1 });

  await page.goto("/settings?tab=team");
  const members = page.getByRole("region", { name: "Members table" });
  expect(await frameOf(page, "Members table")).toEqual(FRAMED);
  await expect(page.getByText("Scroll sideways to see every column.").first()).toBeVisible();
  await members.focus();
  for (let step = 0; step < 20; step += 1) await page.keyboard.press("ArrowRight");
  expect(await members.evaluate((element) => element.scrollLeft > 0)).toBe(true);

  await page.goto("/settings?tab=api-keys");
  await page.getByLabel("Key name").fill("Phone key");
  await page.getByRole("button", { name: "Create API Key" }).click();
  await expect(page.getByRole("cell", { name: "Phone key", exact: true })).toBeVisible();
  expect(await frameOf(page, "API keys table")).toEqual(FRAMED);
  expect(await overflowOn(page, ["/settings?tab=api-keys"])).toEqual({ "/settings?tab=api-keys": 0 });
});

test("the admin's workspaces table scrolls in a visible frame", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/workspaces");
  expect(await frameOf(page, "Workspaces table")).toEqual(FRAMED);
});

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test(`a failed admin sign-in's toast is gone once the next attempt succeeds and never covers the header (${screen})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const toast = page.locator(".ant-notification-notice");
    await expect(toast).toContainText("Invalid credentials");
    // Toasts sit at the bottom of the screen, away from every header.
    const toastBox = await toast.boundingBox();
    expect((toastBox?.y ?? 0) > viewport.height / 2).toBe(true);

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });
}
