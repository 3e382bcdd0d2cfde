import { expect, test } from "@playwright/test";
import { DEFAULT_PRICING_PLANS, DEFAULT_TESTIMONIALS } from "#schema/content/landing-lists.defaults.ts";
import { choose, confirmInDialog, untilStill } from "./support/antd.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { waitForMailedLink } from "./support/server-log.ts";
import { signInAsAdmin } from "./support/sign-in.ts";
import { E2E_PASSWORD, signInAt, signUpAndSignIn } from "./support/sign-up.ts";

test("an admin edits the hero and the settings, and both persist after a reload", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/hero");
  await expect(page.getByLabel("Main Heading")).toHaveValue("Manage Customer Relationships");
  await page.getByLabel("Badge Text").fill("Loved by support teams");
  await page.getByLabel("Main Heading").fill("Know every customer");
  await page.getByLabel("Demo Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Hero content updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Badge Text")).toHaveValue("Loved by support teams");
  await expect(page.getByLabel("Main Heading")).toHaveValue("Know every customer");

  await page.goto("/admin/settings");
  await expect(page.getByLabel("Company Name")).toHaveValue("Bramble CRM");
  await page.getByLabel("Company Name").fill("Thornfield Ltd");
  await page.getByLabel("Company Email").fill("hello@thornfield.test");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Company Name")).toHaveValue("Thornfield Ltd");
  await expect(page.getByLabel("Company Email")).toHaveValue("hello@thornfield.test");

  await page.goto("/");
  await expect(page.getByText("Know every customer")).toBeVisible();
  // The company's name is the site's: in the title too. The next specs expect the fresh install's.
  await expect(page).toHaveTitle("Thornfield Ltd — The CRM for Sales and Support Teams");
  await page.goto("/admin/settings");
  await page.getByLabel("Company Name").fill("Bramble CRM");
  await page.getByLabel("Company Email").fill("hello@example.com");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
});

test.describe("the landing lists", () => {
  // The next specs expect the fresh install's landing page, also when this one fails halfway.
  test.afterEach(async ({ page }) => {
    for (const [path, list] of [
      ["/api/plans", DEFAULT_PRICING_PLANS],
      ["/api/testimonials", DEFAULT_TESTIMONIALS],
    ] as const) {
      expect((await page.request.put(path, { data: list })).status()).toBe(200);
    }
  });

  test("an admin edits a plan's price and a testimonial, moves it with the keyboard, and sees all of it on /", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole("navigation", { name: "Site admin" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await page.getByRole("button", { name: "Edit Starter" }).click();
    const plan = page.getByRole("dialog", { name: "Edit Plan" });
    await untilStill(plan);
    await expect(plan.getByLabel("Monthly Price (USD)")).toHaveValue("29");
    await plan.getByLabel("Monthly Price (USD)").fill("35");
    await plan.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Plan updated successfully")).toBeVisible();
    await expect(page.getByText("$35 a month")).toBeVisible();

    await page.getByRole("navigation", { name: "Site admin" }).getByRole("link", { name: "Testimonials" }).click();
    await page.getByRole("button", { name: "Edit Maria Lopez's testimonial" }).click();
    const testimonial = page.getByRole("dialog", { name: "Edit Testimonial" });
    await untilStill(testimonial);
    await testimonial.getByLabel("Quote").fill("Bramble paid for itself within a month.");
    await testimonial.getByLabel("Company").fill("Northwind Group");
    await choose(page, testimonial, "Rating", "4 stars");
    await testimonial.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Testimonial updated successfully")).toBeVisible();
    await expect(page.getByText("— Maria Lopez, VP of Sales, Northwind Group")).toBeVisible();
    // Once closed, the dialog gives the focus back to the Edit button that opened it: that must be done
    // before the keyboard moves on (on a busy machine it came during the moves, and Enter opened it again).
    await expect(testimonial).toBeHidden();
    await expect(page.getByRole("button", { name: "Edit Maria Lopez's testimonial" })).toBeFocused();

    // Down twice from the keyboard: the focus stays on the moved testimonial's button.
    await page.getByRole("button", { name: "Move Maria Lopez's testimonial down" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Maria Lopez's testimonial moved to position 2 of 3")).toBeAttached();
    await expect(page.getByRole("button", { name: "Move Maria Lopez's testimonial down" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Maria Lopez's testimonial moved to position 3 of 3")).toBeAttached();
    await expect(page.getByRole("button", { name: "Move Maria Lopez's testimonial up" })).toBeFocused();

    await page.goto("/");
    const pricing = page.getByRole("region", { name: "Simple, Transparent Pricing" });
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Starter", "Professional", "Enterprise"]);
    await expect(pricing.getByText("$35", { exact: true })).toBeVisible();
    await pricing.getByRole("switch", { name: "Annual billing" }).click();
    await expect(pricing.getByText("Billed $336 per year, you save $84")).toBeVisible();
    const quotes = page.getByRole("region", { name: "Loved by Sales and Support Teams" });
    await expect(quotes.locator("figcaption strong")).toHaveText(["David Chen", "Aisha Patel", "Maria Lopez"]);
    await expect(quotes.getByText("“Bramble paid for itself within a month.”")).toBeVisible();
    await expect(quotes.getByText("VP of Sales, Northwind Group")).toBeVisible();
    await expect(quotes.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  });
});

test("an invalid company e-mail is refused with the server's own message and nothing is saved", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  const saved = await page.getByLabel("Company Email").inputValue();
  await page.getByLabel("Company Email").fill("not-an-email");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The form checks with the service's rules, so it refuses before sending, in the same words.
  await expect(page.getByText("Company Email must be a valid email address")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Company Email")).toHaveValue(saved);
});

test("a wrong admin password shows Invalid credentials", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid credentials")).toBeVisible();
});

test("a signed-in plain user is sent away from admin pages", async ({ page, request }) => {
  const username = "plainuser";
  await request.post("/api/auth/register", { data: { username, email: "plain@example.com", password: "secret12" } });
  const token = new URL(await waitForMailedLink("plain@example.com", "verify-email")).searchParams.get("token");
  await request.get(`/api/auth/verify-email?token=${token}`);

  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("secret12");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin/hero");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("secret12");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a workspace owner issues an API key that works with Authorization: Bearer, then revokes it", async ({
  page,
  request,
}) => {
  // The e2e admin signs in to the CRM like anyone else: their first sign-in gave them a workspace they own.
  await signInAt(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/settings?tab=api-keys");
  await page.getByLabel("Key name").fill("Reporting script");
  await page.getByRole("button", { name: "Create API Key" }).click();
  await expect(page.getByText("Copy your new API key now: it will not be shown again.")).toBeVisible();
  const secret = (await page.getByLabel("New API key").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^brk_/);

  const withKey = { headers: { Authorization: `Bearer ${secret}` } };
  const customers = await request.get("/api/customers?limit=1", withKey);
  expect(customers.status()).toBe(200);
  expect((await customers.json()).totalCount).toBeGreaterThan(0);

  await expect(page.getByRole("row", { name: /Reporting script/ }).getByText("Active", { exact: true })).toBeVisible();
  await page
    .getByRole("row", { name: /Reporting script/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  await page.getByRole("button", { name: "Revoke", exact: true }).last().click();
  await expect(page.getByRole("row", { name: /Reporting script/ }).getByText("Revoked", { exact: true })).toBeVisible();
  const revoked = await request.get("/api/customers?limit=1", withKey);
  expect([revoked.status(), await revoked.text()]).toEqual([401, "Invalid API key"]);
});

test("the site admin disables an account, whose sign-in is then refused, and enables it again", async ({
  browser,
  page,
}) => {
  const person = await browser.newPage();
  await signUpAndSignIn(person, "dora");

  await signInAsAdmin(page);
  await page.goto("/admin/workspaces");
  await expect(page.getByRole("cell", { name: "dora's workspace" })).toBeVisible();
  await page.getByRole("button", { name: "Disable dora" }).click();
  await confirmInDialog(page, "Disable");
  await expect(page.getByText("dora is disabled")).toBeVisible();

  // Her open session ends at the next request, and she cannot sign in again.
  await person.reload();
  await expect(person).toHaveURL(/\/login$/);
  await person.getByLabel("Username").fill("dora");
  await person.getByLabel("Password").fill(E2E_PASSWORD);
  await person.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(person.getByText("This account has been disabled. Contact the site administrator.")).toBeVisible();

  await page.getByRole("button", { name: "Enable dora" }).click();
  await expect(page.getByText("dora is enabled")).toBeVisible();
  await signInAt(person, "dora");
  await person.close();
});
