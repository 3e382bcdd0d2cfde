import { expect, test, type Page } from "@playwright/test";
import { pickOption, untilStill } from "./support/antd.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

// A long-standing customer's page: every deal, task and activity can be reached, a page at a time,
// and adding a deal there still shows it. Then a company with two people (their roles) and a deal adds up.

test.describe.configure({ timeout: 120_000 });

const pad = (number: number) => String(number).padStart(2, "0");

async function graphql(page: Page, query: string, variables = {}) {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A customer with 25 activities (a day apart), 21 open tasks and 2 done ones, and 2 deals. */
async function longStandingCustomer(page: Page) {
  const { createCustomer } = await graphql(
    page,
    "mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }",
    { input: { name: "Olive Longstanding", email: "olive@example.com", company: "Evergreen Ltd" } },
  );
  const customerId: string = createCustomer.id;
  for (let day = 1; day <= 25; day += 1) {
    await graphql(page, "mutation ($input: ActivityInput!) { createActivity(input: $input) { id } }", {
      input: {
        customerId,
        type: "call",
        title: `Check-in ${pad(day)}`,
        occurredAt: `2026-01-${pad(day)}T10:00:00.000Z`,
      },
    });
  }
  for (let day = 1; day <= 23; day += 1) {
    const { createTask } = await graphql(page, "mutation ($input: TaskInput!) { createTask(input: $input) { id } }", {
      input: { customerId, title: `Task ${pad(day)}`, dueAt: `2026-03-${pad(day)}T10:00:00.000Z` },
    });
    if (day > 21) {
      await graphql(page, "mutation ($id: ID!) { patchTask(id: $id, input: { completed: true }) { id } }", {
        id: createTask.id,
      });
    }
  }
  for (const title of ["Evergreen pilot", "Evergreen rollout"]) {
    await graphql(page, "mutation ($input: DealInput!) { createDeal(input: $input) { id } }", {
      input: { customerId, title, valueCents: 100_000 },
    });
  }
  return customerId;
}

test("a customer's activities and tasks come a page at a time under Show more, and Add Deal still lists the deal", async ({
  page,
}) => {
  await signUpAndSignIn(page, "long-standing");
  const customerId = await longStandingCustomer(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1, name: /Olive Longstanding/ })).toBeVisible();

  const activities = page.getByRole("group", { name: "activities of this customer" });
  await expect(page.getByText("Activities (25)", { exact: true })).toBeVisible();
  await expect(activities.getByText(/^Check-in \d+$/)).toHaveCount(20);
  await expect(activities.getByText(/^Check-in \d+$/).first()).toHaveText("Check-in 25");

  const showMoreActivities = page.getByRole("button", { name: "Show more activities" });
  await showMoreActivities.focus();
  await page.keyboard.press("Enter");
  await expect(activities.getByText(/^Check-in \d+$/)).toHaveCount(25);
  await expect(activities.getByText(/^Check-in \d+$/).last()).toHaveText("Check-in 01");
  await expect(showMoreActivities).toHaveCount(0);
  await expect(activities).toBeFocused();

  const tasks = page.getByRole("group", { name: "tasks of this customer" });
  await expect(page.getByText("Tasks (23)", { exact: true })).toBeVisible();
  await expect(tasks.getByText(/^Task \d+$/)).toHaveCount(20);
  await page.getByRole("button", { name: "Show more tasks" }).click();
  await expect(tasks.getByText(/^Task \d+$/)).toHaveText([
    ...Array.from({ length: 21 }, (_, index) => `Task ${pad(index + 1)}`),
    "Task 23",
    "Task 22",
  ]);
  await expect(page.getByRole("button", { name: "Show more tasks" })).toHaveCount(0);

  await expect(page.getByText("Deals (2)", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show more deals" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Deal" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Deal" });
  await untilStill(dialog);
  await dialog.getByLabel("Title *").fill("Evergreen expansion");
  await dialog.getByRole("button", { name: "Add Deal" }).click();
  await expect(page.getByText("Deals (3)", { exact: true })).toBeVisible();
  const deals = page.getByRole("group", { name: "deals of this customer" });
  await expect(deals.getByRole("link")).toHaveText(["Evergreen expansion", "Evergreen rollout", "Evergreen pilot"]);

  await companyWithPeopleAndADeal(page, customerId);
});

/** A company made on the Companies screen, a new and an existing person with roles, a deal: its totals. */
async function companyWithPeopleAndADeal(page: Page, customerId: string) {
  await page.goto("/companies");
  await page.getByRole("button", { name: "Add Company" }).click();
  const form = page.getByRole("dialog", { name: "Add Company" });
  await untilStill(form);
  await form.getByLabel("Name *").fill("Globex");
  await form.getByLabel("Domains").fill("globex.com");
  await form.getByLabel("Domains").press("Enter");
  await form.getByRole("button", { name: "Add Company" }).click();
  await page.getByRole("link", { name: "Globex", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Globex/ })).toBeVisible();
  const companyId = page.url().split("/").pop() ?? "";

  const people = page.getByRole("listitem");
  await page.getByRole("button", { name: "Add Person" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Person to Globex" });
  await untilStill(dialog);
  await dialog.getByText("New person").click();
  await dialog.getByLabel("Full Name *").fill("Gina Globex");
  await dialog.getByLabel("Email *").fill("gina@globex.com");
  await dialog.getByLabel("Role").fill("CTO");
  await dialog.getByRole("button", { name: "Add Person" }).click();
  await expect(dialog).toBeHidden();
  await expect(people.filter({ hasText: "Gina Globex" })).toContainText("Primary");

  await page.getByRole("button", { name: "Add Person" }).click();
  dialog = page.getByRole("dialog", { name: "Add Person to Globex" });
  await untilStill(dialog);
  await dialog.getByLabel("Person *").fill("Olive");
  await pickOption(page, "Olive Longstanding");
  await dialog.getByLabel("Role").fill("Advisor");
  await dialog.getByRole("button", { name: "Add Person" }).click();
  await expect(page.getByText("People (2)", { exact: true })).toBeVisible();
  await expect(people.filter({ hasText: "Olive Longstanding" })).toContainText("Advisor");
  await expect(people.filter({ hasText: "Gina Globex" })).toContainText("CTO");

  await graphql(page, "mutation ($input: DealInput!) { createDeal(input: $input) { id } }", {
    input: { customerId, companyId, title: "Globex platform", valueCents: 2_500_000 },
  });
  await page.reload();
  await expect(page.getByRole("region", { name: "Open pipeline" })).toContainText("$25,000");
  await expect(page.getByText("Open: $25,000 (1 open deal)")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "deals of this company" }).getByRole("link", { name: "Globex platform" }),
  ).toBeVisible();
}
