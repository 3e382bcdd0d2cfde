import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { waitForMailedLink } from "./support/server-log.ts";

test("a new user registers, verifies from the mailed link, signs in and reaches the dashboard", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Username").fill("newcomer");
  await page.getByLabel("Email").fill("newcomer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("Confirm Password").fill("secret12");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await expect(
    page.getByText(
      "Email Verification Required - check the server console for your verification link (in development mode). You must verify your email before logging in.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = await waitForMailedLink("newcomer@example.com", "verify-email");
  await page.goto(link);
  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await page
    .getByRole("button", { name: "Go to Login" })
    .or(page.getByRole("link", { name: "Go to Login" }))
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Username").fill("newcomer");
  await page.getByLabel("Password").fill("secret12");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back! Here's what's happening with your customers.")).toBeVisible();
  await expect(page.getByText("newcomer", { exact: false }).first()).toBeVisible();
});

test("the register form checks the passwords match before their length", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Username").fill("shorty");
  await page.getByLabel("Email").fill("shorty@example.com");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByLabel("Confirm Password").fill("456");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("a failed login shows the server's message in a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("ghost");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a verify link without a token fails at once", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page.getByText("No verification token provided")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Create New Account" }).or(page.getByRole("button", { name: "Create New Account" })),
  ).toBeVisible();
});

test("a signed-out visitor asking for the dashboard is sent to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("when the session ends mid-use, the next request leads back to /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Customers" }).first().click();
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await page.context().clearCookies();
  await page.getByPlaceholder("Search customers...").fill("Sarah");
  await expect(page).toHaveURL(/\/login$/);
});
