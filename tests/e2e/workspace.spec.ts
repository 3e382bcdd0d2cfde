import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { choose, pickOption, untilStill } from "./support/antd.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { searchAndOpen } from "./support/palette.ts";

const SAMPLE_CUSTOMERS = [
  { name: "Sarah Johnson", company: "TechCorp Solutions" },
  { name: "Michael Chen", company: "Innovate Labs" },
  { name: "Emily Rodriguez", company: "Global Dynamics" },
  { name: "David Kim", company: "StartupXYZ" },
  { name: "Lisa Thompson", company: "Enterprise Co" },
  { name: "James Wilson", company: "Digital Ventures" },
];

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Types into a searching select (customer picker) and picks the matching option. */
async function search(page: Page, scope: Locator, label: string, text: string, option: string | RegExp) {
  await scope.getByLabel(label).fill(text);
  await pickOption(page, option);
}

/** Opens a row's action menu and picks an action. */
async function rowAction(page: Page, name: string, action: string) {
  await customerRow(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  const item = page.getByRole("menuitem", { name: action });
  await untilStill(item);
  await item.click();
}

function customerRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function searchCustomers(page: Page, text: string) {
  await page.getByPlaceholder("Search customers...").fill(text);
}

test("the dashboard shows the four figures, the three charts and the recent demo activities", async ({ page }) => {
  await signIn(page);
  await expect(page.getByText("Welcome back! Here's what's happening with your customers.")).toBeVisible();
  for (const title of ["Total Customers", "Active Deals", "Tasks Due", "Revenue (MTD)"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Tasks Due", exact: true })).toHaveAttribute(
    "href",
    "/tasks?status=pending",
  );
  // A chart's title also captions its figures' table, which only screen readers read: the card's comes first.
  for (const title of ["Customer Growth", "Deals by Stage", "Revenue Trend", "Recent Activity", "Quick Actions"]) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/^\$[\d,]+(\.\d\d)?$/).first()).toBeVisible();
  await expect(page.locator(".recharts-wrapper")).toHaveCount(3);

  const recent = page.getByRole("region", { name: "Recent Activity" });
  await expect(recent.getByText("Discovery call with Sarah Johnson")).toBeVisible();
  await expect(recent.getByText("Sent proposal to Michael Chen")).toBeVisible();
  await expect(recent.getByText("2 hours ago").first()).toBeVisible();
  await expect(recent.getByRole("img", { name: "Call" }).first()).toBeVisible();
  await expect(recent.getByRole("link", { name: "Sarah Johnson" }).first()).toBeVisible();
});

test("the customers table finds each demo customer by name and pages through the list", async ({ page }) => {
  await signIn(page);
  await page.goto("/customers");
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  for (const { name, company } of SAMPLE_CUSTOMERS) {
    await searchCustomers(page, name);
    await expect(customerRow(page, name)).toContainText(company);
  }

  await searchCustomers(page, "techcorp");
  await expect(customerRow(page, "Sarah Johnson")).toContainText("$12,500");
  await expect(customerRow(page, "Sarah Johnson")).toContainText("Active");

  await searchCustomers(page, "");
  await choose(page, page.locator("main"), "Filter by status", "Inactive");
  await expect(customerRow(page, "David Kim")).toBeVisible();
  await expect(customerRow(page, "Sarah Johnson")).toHaveCount(0);
  await choose(page, page.locator("main"), "Filter by status", "All Status");

  await page.getByRole("columnheader", { name: "Customer" }).click();
  // The list's state is in the address (a reload or a shared link shows the same page).
  await expect(page).toHaveURL(/\/customers\?sort=name$/);
  // The first name in that order, asked of the API: the table shows it once the sorted rows arrived (its
  // previous rows stay while they load, so reading the table's first row at once could read those).
  const first = await page.request.post("/graphql", {
    data: { query: "{ customers(first: 1, orderBy: { field: name, direction: asc }) { edges { node { name } } } }" },
  });
  const pageOneFirst: string = (await first.json()).data.customers.edges[0].node.name;
  // The row's first link is the person's name (their company's link follows it).
  const firstName = page.locator("tr.ant-table-row").first().getByRole("link").first();
  await expect(firstName).toHaveText(pageOneFirst);
  await page.getByRole("listitem", { name: "3" }).click();
  await expect(page.getByRole("listitem", { name: "3" })).toHaveClass(/ant-pagination-item-active/);
  await expect(page).toHaveURL(/\/customers\?sort=name&page=3$/);
  await expect(firstName).not.toHaveText(pageOneFirst);
  const pageThreeFirst = await firstName.textContent();
  await page.getByRole("listitem", { name: "2" }).click();
  await expect(firstName).not.toHaveText(pageThreeFirst ?? "");
  await page.getByRole("listitem", { name: "1" }).click();
  await expect(firstName).toHaveText(pageOneFirst);
});

test("a customer is added, edited and deleted, and each change survives a reload", async ({ page }) => {
  await signIn(page);
  await page.goto("/customers");
  await page.getByRole("button", { name: "Add Customer" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add New Customer" });
  await expect(addDialog).toBeVisible();
  await addDialog.getByLabel("Full Name *").fill("Quinn Harper");
  await addDialog.getByLabel("Email").fill("quinn.harper@example.com");
  await addDialog.getByLabel("Phone").fill("+1 (555) 010-2030");
  await addDialog.getByLabel("Company").fill("Harper Widgets");
  await addDialog.getByLabel("Value (USD)").fill("25000");
  await addDialog.getByLabel("Notes").fill("Met at the trade fair.");
  await addDialog.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByText("Customer added successfully")).toBeVisible();
  await expect(addDialog).toBeHidden();

  await searchCustomers(page, "quinn");
  const row = customerRow(page, "Quinn Harper");
  await expect(row).toContainText("Harper Widgets");
  await expect(row).toContainText("$25,000");
  await expect(row).toContainText("Lead");

  await rowAction(page, "Quinn Harper", "Edit");
  const editDialog = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(editDialog.getByLabel("Full Name *")).toHaveValue("Quinn Harper");
  await editDialog.getByLabel("Company").fill("Harper Gadgets");
  await choose(page, editDialog, "Status", "Active");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Customer updated successfully")).toBeVisible();

  await page.reload();
  await searchCustomers(page, "quinn");
  await expect(row).toContainText("Harper Gadgets");
  await expect(row).toContainText("Active");

  await rowAction(page, "Quinn Harper", "View Details");
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  await expect(page.getByRole("heading", { name: /Quinn Harper/ })).toBeVisible();
  await expect(page.getByText("Met at the trade fair.")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Delete Quinn Harper?" });
  await expect(confirm).toContainText("This also deletes their deals, tasks and activities.");
  await untilStill(confirm);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await page.goto("/customers");
  await searchCustomers(page, "quinn");
  await rowAction(page, "Quinn Harper", "Delete");
  await untilStill(confirm);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Customer deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await searchCustomers(page, "quinn");
  await expect(page.getByText("No customers found")).toBeVisible();
});

test("the customer form refuses with the shared rules' words, and shows the server's when only it can tell", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/customers");
  await page.getByRole("button", { name: "Add Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Customer" });
  await dialog.getByLabel("Full Name *").fill("Sarah Again");
  await dialog.getByLabel("Email").fill("sarah.johnson@techcorp.com");
  await dialog.getByLabel("Company").fill("x".repeat(300));
  await dialog.getByRole("button", { name: "Add Customer" }).click();
  await expect(dialog.getByText("Company must be at most 200 characters")).toBeVisible();

  await dialog.getByLabel("Company").fill("TechCorp Solutions");
  await dialog.getByRole("button", { name: "Add Customer" }).click();
  await expect(page.getByText("Failed to add customer")).toBeVisible();
  await expect(page.getByText("A customer with this email already exists")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("the quick actions create a task and log an activity that shows in Recent Activity", async ({ page }) => {
  const run = Date.now().toString(36);
  const taskTitle = `Send the renewal quote ${run}`;
  const activityTitle = `Roadmap review with Lisa ${run}`;
  await signIn(page);

  await page.getByRole("button", { name: "Create Task" }).click();
  const taskDialog = page.getByRole("dialog", { name: "Create Task" });
  await untilStill(taskDialog);
  await taskDialog.getByLabel("Title *").fill(taskTitle);
  await taskDialog.getByLabel("Description").fill("Two-year term, 10% discount.");
  await taskDialog.getByLabel("Due Date").fill("2030-01-15");
  await choose(page, taskDialog, "Priority", "High");
  await choose(page, taskDialog, "Assignee", E2E_ADMIN.username);
  await search(page, taskDialog, "Customer", "Sarah", "Sarah Johnson");
  await taskDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Task created successfully")).toBeVisible();
  await expect(taskDialog).toBeHidden();

  await page.getByRole("button", { name: "Log Activity" }).click();
  const activityDialog = page.getByRole("dialog", { name: "Log Activity" });
  await untilStill(activityDialog);
  await choose(page, activityDialog, "Type *", "Meeting");
  await activityDialog.getByLabel("Title *").fill(activityTitle);
  await activityDialog.getByLabel("Description").fill("Walked through the SSO timeline.");
  await search(page, activityDialog, "Customer", "Lisa", "Lisa Thompson");
  await activityDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Activity logged successfully")).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent Activity" });
  await expect(recent.getByText(activityTitle)).toBeVisible();
  await expect(recent.getByText("just now").first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "Recent Activity" }).getByText(activityTitle)).toBeVisible();
  await searchAndOpen(page, "Sarah Johnson", /^Sarah Johnson/);
  const task = page.getByRole("listitem").filter({ hasText: taskTitle });
  await expect(task).toContainText("Due Jan 15, 2030");
  await expect(task).toContainText("High");
  await expect(task).toContainText(E2E_ADMIN.username);
});

test("Generate Report downloads the dashboard's figures, pipeline and months as CSV", async ({ page }) => {
  await signIn(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Generate Report" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dashboard-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
  expect(lines[0]).toMatch(/^Dashboard report,/);
  expect(lines).toContain("Figure,Value,A month earlier,Change (%)");
  const pipelineHeader = lines.indexOf("Pipeline stage,Deals,Value");
  expect(lines.slice(pipelineHeader + 1, pipelineHeader + 5).map((line) => line.split(",")[0])).toEqual([
    "Qualified",
    "Proposal",
    "Negotiation",
    "Closed Won",
  ]);
  expect(lines).toContain("Month,Customers,Revenue");
});

test("Ctrl+B collapses the sidebar and it stays collapsed after a reload", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText("Navigation")).toBeVisible();
  await expect(sidebar.getByText(E2E_ADMIN.username, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // The sidebar's width animates: each width is read once the transition has ended.
  await page.keyboard.press("Control+b");
  await expect(sidebar.getByText("Navigation")).toBeHidden();
  await expect(sidebar.getByText(E2E_ADMIN.username, { exact: true })).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === "sidebar_state")?.value).toBe("false");
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);

  await page.reload();
  await expect(page.getByText("Total Customers")).toBeVisible();
  await expect(sidebar.getByText("Navigation")).toBeHidden();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);

  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(sidebar.getByText("Navigation")).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  expect((await context.cookies()).find((cookie) => cookie.name === "sidebar_state")?.value).toBe("true");
});

test("at 375px wide the sidebar is an overlay drawer opened by the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  // On a phone the sign-in toast covers the top bar: close it as a user would.
  await page
    .getByRole("status")
    .filter({ hasText: "Logged in successfully" })
    .getByRole("button", { name: "Close" })
    .click();
  await expect(page.getByText("Total Customers")).toBeVisible();
  await expect(page.getByRole("link", { name: "Customers", exact: true })).toBeHidden();

  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Sidebar" });
  await untilStill(drawer);
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
  await expect(drawer.getByText("Navigation")).toBeVisible();
  await drawer.getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
});

test("the top bar search opens the chosen customer's page", async ({ page }) => {
  await signIn(page);
  await searchAndOpen(page, "global dyn", /^Emily Rodriguez/);
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  await expect(page.getByRole("heading", { name: /Emily Rodriguez/ })).toBeVisible();
  await expect(page.getByText("emily.r@globaldynamics.com")).toBeVisible();
  await expect(page.getByText("Product demo for Global Dynamics")).toBeVisible();
  await expect(page.getByText("Send onboarding guide to Global Dynamics")).toBeVisible();
  await expect(page.getByRole("link", { name: "Customers", exact: true })).toHaveAttribute("href", "/customers");
  await expect(page.locator(".ant-menu-item-selected")).toContainText("Customers");
});

test("each sidebar screen opens inside the shell, and admin pages use the shell too", async ({ page }) => {
  await signIn(page);
  for (const screen of ["Tasks", "Activities", "Settings"]) {
    await page.getByRole("link", { name: screen, exact: true }).click();
    await expect(page.getByRole("heading", { name: screen, exact: true })).toBeVisible();
    await expect(page.locator(".ant-menu-item-selected")).toContainText(screen);
  }
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Site Settings" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  // The workspace search stays on the CRM's screens: the site admin's pages are not about its records.
  await expect(page.getByPlaceholder("Search customers, companies...")).toHaveCount(0);

  await page.getByRole("button", { name: new RegExp(`${E2E_ADMIN.username}@`) }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/customers");
  await expect(page).toHaveURL(/\/login$/);
});
