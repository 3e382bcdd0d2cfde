import { expect, test, type Page } from "@playwright/test";
import { choose, pickOption, untilStill } from "./support/antd.ts";
import { downloadExport } from "./support/csv-export.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

const PENDING_HIGH = ["Follow up with Sarah Johnson", "Prepare proposal for Innovate Labs"];
const COMPLETED = "Update contact details for StartupXYZ";

function taskCard(page: Page, title: string) {
  return page.getByRole("list", { name: "Tasks" }).getByRole("listitem").filter({ hasText: title });
}

/** A calendar day `days` from today in this machine's time zone, as a date input takes it. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test("tasks are filtered by status and priority, and the filters survive a reload", async ({ page }) => {
  await signUpAndSignIn(page, "task-filters");
  await page.getByRole("navigation").getByRole("link", { name: "Tasks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tasks" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(5);

  const main = page.locator("main");
  await choose(page, main, "Filter by status", "Completed");
  await expect(page).toHaveURL(/\/tasks\?status=completed$/);
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name: COMPLETED })).toBeChecked();

  await choose(page, main, "Filter by status", "Pending");
  await choose(page, main, "Filter by priority", "High");
  await expect(page).toHaveURL(/\/tasks\?status=pending&priority=high$/);
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(2);
  for (const title of PENDING_HIGH) await expect(taskCard(page, title)).toContainText("High");

  await page.reload();
  await expect(main.getByText("Pending", { exact: true })).toBeVisible();
  await expect(main.getByText("High", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(2);

  await choose(page, main, "Filter by priority", "Low");
  await expect(page.getByText("No tasks found")).toBeVisible();
});

test("a task is completed, created, edited and deleted, and each change survives a reload", async ({ page }) => {
  await signUpAndSignIn(page, "task-changes");
  await page.goto("/tasks");

  const sarah = page.getByRole("checkbox", { name: "Follow up with Sarah Johnson" });
  await expect(sarah).not.toBeChecked();
  await sarah.click();
  await expect(sarah).toBeChecked();
  await expect(
    taskCard(page, "Follow up with Sarah Johnson").getByRole("link", { name: "Sarah Johnson" }),
  ).toHaveAttribute("href", /^\/customers\/[^/]+$/);

  await page.getByRole("button", { name: "Create Task" }).click();
  const createDialog = page.getByRole("dialog", { name: "Create Task" });
  await untilStill(createDialog);
  await createDialog.getByLabel("Title *").fill("Chase the late invoice");
  await createDialog.getByLabel("Description").fill("Invoice 1042 is two weeks late.");
  await createDialog.getByLabel("Due Date").fill(dayFromToday(-2));
  await createDialog.getByLabel("Due Time").fill("09:30");
  await choose(page, createDialog, "Priority", "Low");
  await createDialog.getByLabel("Customer").fill("Michael");
  await pickOption(page, /Michael Chen/);
  await createDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Task created successfully")).toBeVisible();
  await expect(createDialog).toBeHidden();

  const created = taskCard(page, "Chase the late invoice");
  await expect(created).toContainText("Invoice 1042 is two weeks late.");
  await expect(created).toContainText("Low");
  await expect(created).toContainText("Overdue");
  await expect(created).toContainText("9:30 AM");
  await expect(created.getByRole("link", { name: "Michael Chen" })).toBeVisible();
  // The overdue edge does not push the card's content aside: its checkbox lines up with the others'.
  const overdueBox = await created.getByRole("checkbox").boundingBox();
  const onTimeBox = await sarah.boundingBox();
  expect(overdueBox?.x).toBe(onTimeBox?.x);
  // A new task is its creator's: My tasks (kept in the address) shows it.
  // (A click, not check(): the box follows the address, which the click changes a moment later.)
  const myTasks = page.getByRole("checkbox", { name: "My tasks" });
  await myTasks.click();
  await expect(page).toHaveURL(/\/tasks\?mine=1$/);
  await expect(myTasks).toBeChecked();
  await expect(created).toBeVisible();
  await myTasks.click();
  await expect(page).toHaveURL(/\/tasks$/);

  await page.reload();
  await expect(sarah).toBeChecked();
  await created.getByRole("button", { name: "Edit Chase the late invoice" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Task" });
  await untilStill(editDialog);
  await expect(editDialog.getByLabel("Title *")).toHaveValue("Chase the late invoice");
  await expect(editDialog.getByLabel("Due Date")).toHaveValue(dayFromToday(-2));
  await editDialog.getByLabel("Title *").fill("Chase invoice 1042");
  await editDialog.getByLabel("Due Date").fill(dayFromToday(3));
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Task updated successfully")).toBeVisible();

  await page.reload();
  const edited = taskCard(page, "Chase invoice 1042");
  await expect(edited).toContainText("Michael Chen");
  await expect(edited).not.toContainText("Overdue");
  await expect(taskCard(page, "Chase the late invoice")).toHaveCount(0);

  await edited.getByRole("button", { name: "Delete Chase invoice 1042" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Delete Chase invoice 1042?" });
  await untilStill(confirm);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Task deleted successfully")).toBeVisible();
  await expect(edited).toHaveCount(0);

  await page.reload();
  await expect(sarah).toBeChecked();
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(5);
  await expect(taskCard(page, "Chase invoice 1042")).toHaveCount(0);
});

test("a checkbox the server refuses goes back to how it was, with the server's message", async ({ page }) => {
  await signUpAndSignIn(page, "task-refused");
  await page.goto("/tasks");
  const proposal = page.getByRole("checkbox", { name: "Prepare proposal for Innovate Labs" });
  await expect(proposal).not.toBeChecked();

  // Someone else deletes the task while this page still shows it.
  const graphql = (query: string, variables = {}) => page.request.post("/graphql", { data: { query, variables } });
  const listed = await (
    await graphql("{ tasks(first: 10, filter: { priority: high }) { edges { node { id title } } } }")
  ).json();
  const task = listed.data.tasks.edges.find(
    (edge: { node: { title: string } }) => edge.node.title === "Prepare proposal for Innovate Labs",
  ).node;
  expect((await graphql("mutation ($id: ID!) { deleteTask(id: $id) { id } }", { id: task.id })).ok()).toBe(true);

  await proposal.click();
  await expect(page.getByText("Failed to update task")).toBeVisible();
  await expect(page.getByText("Task not found")).toBeVisible();
  await expect(proposal).not.toBeChecked();
});

test("tasks page ten at a time once the person chooses 10 rows a page, and the screen fits a 375 px wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndSignIn(page, "task-pages");
  for (let number = 1; number <= 8; number += 1) {
    const created = await page.request.post("/graphql", {
      data: {
        query: "mutation ($input: TaskInput!) { createTask(input: $input) { id } }",
        variables: { input: { title: `Undated task ${number}` } },
      },
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto("/tasks");
  const cards = page.getByRole("list", { name: "Tasks" }).getByRole("listitem");
  // 25 a page until the person chooses; the choice is theirs on every list and survives a reload.
  await expect(cards).toHaveCount(13);
  await choose(page, page.getByRole("navigation", { name: "Task pages" }), "Rows per page", /^10/);
  await expect(cards).toHaveCount(10);
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("13 tasks")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);

  await page.getByRole("listitem", { name: "2" }).click();
  await expect(cards).toHaveCount(3);
  // Undated tasks come last, after the five sample tasks.
  await expect(cards.first()).toContainText("Undated task");
});

test("Export downloads the tasks the status and priority filters show, as CSV", async ({ page }) => {
  await signUpAndSignIn(page, "task-export");
  const graphql = async (query: string, variables = {}) => {
    const response = await page.request.post("/graphql", { data: { query, variables } });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  };
  await graphql("mutation { removeSampleData { tasks } }");
  const create = (input: object) =>
    graphql("mutation ($input: TaskInput!) { createTask(input: $input) { id } }", { input });
  await create({
    title: "Renew the lease",
    description: "Before, not after",
    priority: "high",
    dueAt: "2030-03-01T09:00:00.000Z",
  });
  await create({ title: "Call the bank", priority: "high", dueAt: "2030-01-02T09:00:00.000Z" });
  await create({ title: "Order toner", priority: "low", dueAt: "2030-01-01T09:00:00.000Z" });
  const booked = await create({ title: "Book the venue", priority: "high" });
  await graphql("mutation ($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }", {
    id: booked.createTask.id,
  });

  await page.goto("/tasks");
  const main = page.locator("main");
  await choose(page, main, "Filter by status", "Pending");
  await choose(page, main, "Filter by priority", "High");
  await expect(page.getByRole("list", { name: "Tasks" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute(
    "href",
    "/api/tasks/export.csv?status=pending&priority=high",
  );

  const { filename, lines } = await downloadExport(page);
  expect(filename).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, first, second, end, ...rest] = lines;
  expect(header).toBe("Title,Description,Priority,Due,Completed,Customer,Created");
  // Soonest due first, as the screen lists them.
  expect(first).toMatch(/^Call the bank,,high,2030-01-02T09:00:00\.000Z,,,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  expect(second).toMatch(
    /^Renew the lease,"Before, not after",high,2030-03-01T09:00:00\.000Z,,,\d{4}-\d\d-\d\dT[\d:.]+Z$/,
  );
  expect([end, ...rest]).toEqual([""]);
});
