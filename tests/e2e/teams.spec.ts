import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { confirmInDialog } from "./support/antd.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { waitForMailedLink } from "./support/server-log.ts";
import { E2E_PASSWORD, signUpAndSignIn } from "./support/sign-up.ts";

/** A customer in another team's workspace (the e2e admin's own): nobody else may ever see it. */
async function otherTeamsCustomer(request: APIRequestContext) {
  const json = { "Content-Type": "application/json" };
  await request.post("/api/auth/login", { headers: json, data: E2E_ADMIN });
  const created = await request.post("/api/customers", {
    headers: json,
    data: { name: "Zed Other Team", email: "zed@other-team.test" },
  });
  expect(created.status()).toBe(201);
}

async function openCustomers(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/customers$/);
}

/** The customers list, searched by name: true when that customer is in this workspace. */
async function findCustomer(page: Page, name: string) {
  await page.getByPlaceholder("Search customers...").fill(name);
  return page.getByRole("link", { name, exact: true });
}

test("an invited teammate joins, shares the team's customers but not another team's, and is refused once removed", async ({
  page,
  browser,
  request,
}) => {
  await otherTeamsCustomer(request);

  await signUpAndSignIn(page, "olivia");
  await openCustomers(page);
  await expect(await findCustomer(page, "Sarah Johnson")).toBeVisible();

  await page.goto("/settings?tab=team");
  await page.getByLabel("Email").fill("theo@example.com");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent to theo@example.com")).toBeVisible();
  const link = await waitForMailedLink("theo@example.com", "invite");

  const teammateContext = await browser.newContext();
  const teammate = await teammateContext.newPage();
  await teammate.goto(link);
  await expect(teammate.getByRole("heading", { name: "Join olivia's workspace" })).toBeVisible();
  await expect(teammate.getByLabel("Email")).toHaveValue("theo@example.com");
  await teammate.getByLabel("Username").fill("theo");
  await teammate.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await teammate.getByLabel("Confirm Password").fill(E2E_PASSWORD);
  await teammate.getByRole("button", { name: "Create Account" }).click();
  // Signed in by the sign-up itself, straight into the invited workspace (a fresh page load).
  await expect(teammate).toHaveURL(/\/dashboard$/);
  await openCustomers(teammate);
  await expect(await findCustomer(teammate, "Sarah Johnson")).toBeVisible();
  await expect(await findCustomer(teammate, "Zed Other Team")).toHaveCount(0);
  await expect(teammate.getByText("No customers found")).toBeVisible();

  await page.goto("/settings?tab=team");
  await page.getByRole("button", { name: "Remove theo" }).click();
  await confirmInDialog(page, "Remove");
  await expect(page.getByRole("button", { name: "Remove theo" })).toHaveCount(0);

  await teammate.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
  await expect(teammate).toHaveURL(/\/workspaces$/);
  await expect(teammate.getByText("You are no longer a member of this workspace.")).toBeVisible();
  await teammate.getByRole("button", { name: "Create a workspace of my own" }).click();
  await expect(teammate).toHaveURL(/\/dashboard$/);
  await openCustomers(teammate);
  await expect(await findCustomer(teammate, "Zed Other Team")).toHaveCount(0);
  await expect(teammate.getByText("No customers found")).toBeVisible();
  await teammateContext.close();
});

test("Remove sample data empties the lists and leaves the rows a person added", async ({ page }) => {
  await signUpAndSignIn(page, "sybil");
  await page.goto("/customers");
  await page.getByRole("button", { name: "Add Customer" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Customer" });
  await dialog.getByLabel("Full Name *").fill("Real Person");
  await dialog.getByLabel("Email").fill("real@person.test");
  await dialog.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByRole("link", { name: "Real Person", exact: true })).toBeVisible();
  const row = (name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row("Real Person")).not.toContainText("Sample");
  await findCustomer(page, "Sarah Johnson");
  await expect(row("Sarah Johnson")).toContainText("Sample");

  await page.goto("/settings?tab=workspace");
  await expect(
    page.getByText("Rows labelled Sample go when they are removed. Rows you add or edit stay."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Remove sample data" }).click();
  await confirmInDialog(page, "Remove sample data");
  await expect(page.getByText("Sample data removed")).toBeVisible();

  await page.goto("/customers");
  await expect(page.getByRole("link", { name: "Real Person", exact: true })).toBeVisible();
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
  await expect(await findCustomer(page, "Sarah Johnson")).toHaveCount(0);
});
