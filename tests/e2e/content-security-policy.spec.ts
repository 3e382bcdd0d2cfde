import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/sign-in.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

/** What Chromium reports, in the console, for anything the page's Content-Security-Policy blocked. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Loads a page and waits until its scripts have run and it is idle. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
}

test.describe("the Content-Security-Policy", () => {
  test("allows no inline script but the hashed theme script", async ({ request }) => {
    const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
    expect(scriptSources?.[0]).toBe("'self'");
    expect(scriptSources?.slice(1)).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  test("blocks an inline script a page did not ship, and says so in the console", async ({ page }) => {
    const violations = collectViolations(page);
    await visit(page, "/");
    await page.evaluate(() => {
      const injected = document.createElement("script");
      injected.textContent = "document.body.dataset.injected = 'ran'";
      document.head.append(injected);
    });
    await expect(page.locator("body")).not.toHaveAttribute("data-injected", "ran");
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toContain("Executing inline script violates the following Content Security Policy directive");
  });

  test("blocks nothing on the public pages and the API reference, in both themes", async ({ page }) => {
    const violations = collectViolations(page);
    for (const theme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: theme as "light" | "dark" });
      for (const path of ["/", "/about", "/contact", "/login", "/register", "/api-reference"]) await visit(page, path);
    }
    expect(violations).toEqual([]);
  });

  test("blocks nothing in the workspace and the admin area", async ({ page, browser }) => {
    const violations = collectViolations(page);
    await signUpAndSignIn(page, `csp${Date.now()}`);
    for (const path of ["/dashboard", "/customers", "/tasks", "/settings"]) await visit(page, path);

    const adminPage = await browser.newPage();
    const adminViolations = collectViolations(adminPage);
    await signInAsAdmin(adminPage);
    await visit(adminPage, "/admin/dashboard");
    await adminPage.close();
    expect([...violations, ...adminViolations]).toEqual([]);
  });
});
