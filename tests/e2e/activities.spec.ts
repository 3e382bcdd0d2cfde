import { expect, test, type Page } from "@playwright/test";
import { choose, untilStill } from "./support/antd.ts";
import { downloadExport } from "./support/csv-export.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// The Activities screen as a new user meets it (with the sample activities): log, filter, edit and
// delete an activity, each change still there after a reload.

test.describe.configure({ timeout: 120_000 });

function timeline(page: Page) {
  return page.locator("ol.activity-timeline");
}

function entry(page: Page, title: string) {
  return timeline(page).getByRole("listitem").filter({ hasText: title });
}

test("an activity is logged, found by its type, edited and deleted, and each change survives a reload", async ({
  page,
}) => {
  await signUpAndSignIn(page, "activities-user");
  await page.goto("/activities");
  await expect(page.getByRole("heading", { level: 1, name: "Activities" })).toBeVisible();
  await expect(entry(page, "Discovery call with Sarah Johnson")).toBeVisible();
  await expect(page.getByText(/coming/i)).toHaveCount(0);

  await page.getByRole("button", { name: "Log Activity" }).click();
  const logDialog = page.getByRole("dialog", { name: "Log Activity" });
  await untilStill(logDialog);
  await choose(page, logDialog, "Type *", /^Meeting$/);
  await logDialog.getByLabel("Title *").fill("Quarterly review with Sarah");
  await logDialog.getByLabel("Description").fill("Went through the renewal figures.");
  await logDialog.getByLabel("Customer").fill("Sarah");
  const customerOption = page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({
    hasText: "Sarah Johnson",
  });
  await untilStill(customerOption.first());
  await customerOption.first().click();
  await logDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Activity logged successfully")).toBeVisible();
  await expect(logDialog).toBeHidden();

  const logged = entry(page, "Quarterly review with Sarah");
  await expect(logged).toContainText("Went through the renewal figures.");
  await expect(logged.getByRole("link", { name: "Sarah Johnson" })).toHaveAttribute(
    "href",
    /^\/customers\/[0-9a-f-]+$/,
  );
  await expect(logged.locator("time")).toContainText("just now");
  await expect(logged.locator("time")).toHaveAttribute("title", /\d{4}/);
  await expect(logged.getByRole("img", { name: "Meeting" })).toBeVisible();

  await choose(page, page, "Filter by type", /^Meetings$/);
  await expect(page).toHaveURL(/\/activities\?type=meeting$/);
  await expect(logged).toBeVisible();
  await expect(entry(page, "Product demo for Global Dynamics")).toBeVisible();
  await expect(entry(page, "Discovery call with Sarah Johnson")).toHaveCount(0);
  await expect(entry(page, "Sent proposal to Michael Chen")).toHaveCount(0);
  // Every entry shown is a meeting.
  const entries = timeline(page).getByRole("listitem");
  await expect(entries.getByRole("img", { name: "Meeting" })).toHaveCount(await entries.count());

  await page.reload();
  await expect(page.locator(".activity-type-select")).toContainText("Meetings");
  await expect(entry(page, "Quarterly review with Sarah")).toBeVisible();
  await expect(entry(page, "Discovery call with Sarah Johnson")).toHaveCount(0);

  await entry(page, "Quarterly review with Sarah")
    .getByRole("button", { name: "Edit Quarterly review with Sarah" })
    .click();
  const editDialog = page.getByRole("dialog", { name: "Edit Activity" });
  await untilStill(editDialog);
  await expect(editDialog.getByLabel("Title *")).toHaveValue("Quarterly review with Sarah");
  await editDialog.getByLabel("Title *").fill("Renewal call with Sarah");
  await choose(page, editDialog, "Type *", /^Call$/);
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Activity updated successfully")).toBeVisible();
  await expect(editDialog).toBeHidden();
  // Now a call, it leaves the meetings.
  await expect(entry(page, "Renewal call with Sarah")).toHaveCount(0);

  await choose(page, page, "Filter by type", /^Calls$/);
  await expect(page).toHaveURL(/\/activities\?type=call$/);
  await page.reload();
  const edited = entry(page, "Renewal call with Sarah");
  await expect(edited).toContainText("Went through the renewal figures.");
  await expect(edited.getByRole("img", { name: "Call" })).toBeVisible();

  await edited.getByRole("button", { name: "Delete Renewal call with Sarah" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Renewal call with Sarah?" });
  await untilStill(confirm);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Activity deleted successfully")).toBeVisible();
  await expect(entry(page, "Renewal call with Sarah")).toHaveCount(0);

  await page.goto("/activities");
  await expect(entry(page, "Discovery call with Sarah Johnson")).toBeVisible();
  await expect(entry(page, "Renewal call with Sarah")).toHaveCount(0);
  await expect(entry(page, "Quarterly review with Sarah")).toHaveCount(0);
});

test("Export downloads the activities of the chosen type, newest first, as CSV", async ({ page }) => {
  await signUpAndSignIn(page, "activities-export");
  const graphql = async (query: string, variables = {}) => {
    const response = await page.request.post("/graphql", { data: { query, variables } });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  };
  await graphql("mutation { removeSampleData { activities } }");
  const log = (input: object) =>
    graphql("mutation ($input: ActivityInput!) { createActivity(input: $input) { id } }", { input });
  await log({ type: "meeting", title: "Budget review", occurredAt: "2026-01-05T10:00:00.000Z" });
  await log({ type: "call", title: "Intro call", occurredAt: "2026-01-06T10:00:00.000Z" });
  await log({
    type: "meeting",
    title: "Kick-off",
    description: "Agreed on scope, dates",
    occurredAt: "2026-01-07T10:00:00.000Z",
  });

  await page.goto("/activities");
  await choose(page, page, "Filter by type", /^Meetings$/);
  await expect(entry(page, "Kick-off")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute(
    "href",
    "/api/activities/export.csv?type=meeting",
  );

  const { filename, lines } = await downloadExport(page);
  expect(filename).toMatch(/^activities-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines).toEqual([
    "Type,Title,Description,Date,Customer",
    'meeting,Kick-off,"Agreed on scope, dates",2026-01-07T10:00:00.000Z,',
    "meeting,Budget review,,2026-01-05T10:00:00.000Z,",
    "",
  ]);
});
