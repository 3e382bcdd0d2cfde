import { expect, test, type Page } from "@playwright/test";
import { activeOption, palette } from "./support/palette.ts";
import { ONE_SHOT, signUpAndSignIn } from "./support/sign-up.ts";

// The search palette from the keyboard, on a new workspace's sample data: Ctrl+K, type, arrows, Enter.

test.describe.configure({ timeout: 120_000 });

/** The id of the workspace's row of `kind` with this title, as the API gives it to the signed-in page. */
async function idOf(page: Page, kind: "deals" | "tasks", title: string): Promise<string> {
  const response = await page.request.post("/graphql", {
    data: { query: `{ ${kind}(first: 200) { edges { node { id title } } } }` },
    headers: ONE_SHOT,
  });
  const edges = (
    (await response.json()) as { data: Record<string, { edges: { node: { id: string; title: string } }[] }> }
  ).data[kind]?.edges;
  const found = edges?.find((edge) => edge.node.title === title);
  if (!found) throw new Error(`no ${kind} titled ${title}`);
  return found.node.id;
}

test("Ctrl+K opens the palette; a deal picked with the keyboard opens at /deals/<id>", async ({ page }) => {
  await signUpAndSignIn(page, "palette-deal");
  await expect(page.getByText("Total Customers")).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  const input = palette(page).getByRole("combobox");
  await expect(input).toBeFocused();
  await expect(palette(page).getByRole("group", { name: "Go to" })).toBeVisible();

  await page.keyboard.type("global");
  const deals = palette(page).getByRole("group", { name: "Deals" });
  await expect(deals.getByRole("option")).toHaveCount(1);
  await expect(palette(page).getByRole("group")).toHaveText([
    /^Customers/,
    /^Companies/,
    /^Deals/,
    /^Tasks/,
    /^Activities/,
  ]);
  await expect(activeOption(page)).toContainText("Emily Rodriguez");
  // Down past her company, Global Dynamics, to the first deal.
  await page.keyboard.press("ArrowDown");
  await expect(activeOption(page)).toContainText("globaldynamics.com");
  await page.keyboard.press("ArrowDown");
  await expect(activeOption(page)).toContainText("Global Dynamics rollout");
  await expect(input).toHaveAttribute("aria-activedescendant", (await activeOption(page).getAttribute("id")) ?? "");
  await page.keyboard.press("Enter");

  const id = await idOf(page, "deals", "Global Dynamics rollout");
  await expect(page).toHaveURL(new RegExp(`/deals/${id}$`));
  await expect(palette(page)).toBeHidden();
});

test("a task found in the palette opens in the Tasks screen's edit dialog", async ({ page }) => {
  await signUpAndSignIn(page, "palette-task");
  await expect(page.getByText("Total Customers")).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(palette(page).getByRole("combobox")).toBeFocused();
  await page.keyboard.type("onboarding guide");
  await expect(activeOption(page)).toContainText("Send onboarding guide to Global Dynamics");
  await page.keyboard.press("Enter");
  const id = await idOf(page, "tasks", "Send onboarding guide to Global Dynamics");
  await expect(page).toHaveURL(new RegExp(`/tasks\\?task=${id}$`));
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog.getByLabel("Title *")).toHaveValue("Send onboarding guide to Global Dynamics");
});

test("the palette says when nothing matches, jumps to a screen by its name, and finds a company by its domain", async ({
  page,
}) => {
  await signUpAndSignIn(page, "palette-go-to");
  await page.getByPlaceholder("Search customers, companies...").click();
  await page.keyboard.type("zzqx");
  await expect(palette(page).getByRole("status")).toHaveText("No results");
  await page.keyboard.press("Control+a");
  await page.keyboard.type("webhooks");
  await expect(palette(page).getByRole("option")).toHaveText(["Settings › Webhooks"]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings\?tab=webhooks$/);

  // A company is found by its domain, under Companies, and opens its page.
  const created = await page.request.post("/graphql", {
    data: {
      query: "mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }",
      variables: { input: { name: "Zyxwing Aviation", domains: ["zyxwing.example"] } },
    },
    headers: ONE_SHOT,
  });
  const { id } = ((await created.json()) as { data: { createCompany: { id: string } } }).data.createCompany;
  await page.keyboard.press("Control+k");
  await page.keyboard.type("zyxwing.ex");
  await expect(palette(page).getByRole("group", { name: "Companies" }).getByRole("option")).toHaveText([
    "Zyxwing Aviationzyxwing.example",
  ]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/companies/${id}$`));
});
