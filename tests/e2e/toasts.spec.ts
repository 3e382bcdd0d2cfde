import { expect, test, type Locator, type Page } from "@playwright/test";
import { VIEWPORTS } from "./support/pages.ts";
import { E2E_PASSWORD, signUpAndSignIn } from "./support/sign-up.ts";

// A toast sits at the bottom of the screen, clear of every header's controls, and a failed attempt's
// toast is replaced once the next attempt succeeds (the admin sign-in's is in small-screen.spec.ts).

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page) => page.locator(".ant-notification-notice");

async function overlaps(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("an element to compare is not on the screen");
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test("a failed sign-in's toast gives way to the successful one's", async ({ page, browser }) => {
  const setup = await browser.newPage();
  await signUpAndSignIn(setup, "toast-signin");
  await setup.close();

  await page.goto("/login");
  await page.getByLabel("Username").fill("toast-signin");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page)).toHaveText(["ErrorInvalid credentials"]);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toHaveText(["SuccessLogged in successfully"]);
});

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test(`a refused save's toast keeps off the header and goes once the corrected save succeeds (${screen})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page, `toast-save-${viewport.width}`);
    await page.goto("/customers");
    const add = async (email: string) => {
      await page.getByRole("button", { name: "Add Customer" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Customer" });
      await dialog.getByLabel("Full Name *").fill("Toast Tester");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Add Customer" }).click();
      return dialog;
    };
    await add("toast.tester@example.com");
    await expect(toast(page)).toHaveText(["SuccessCustomer added successfully"]);
    await expect(page.getByRole("dialog", { name: "Add New Customer" })).toBeHidden();

    const dialog = await add("Toast.Tester@example.com");
    await expect(toast(page)).toHaveText(["ErrorFailed to add customerA customer with this email already exists"]);
    expect(await overlaps(toast(page), page.locator(".app-topbar"))).toBe(false);
    expect((await toast(page).boundingBox())?.y ?? 0).toBeGreaterThan(viewport.height / 2);

    await dialog.getByLabel("Email").fill("toast.tester.two@example.com");
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await expect(toast(page)).toHaveText(["SuccessCustomer added successfully"]);
  });
}
