import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signatureVerifies, startReceiver, type Receiver } from "#tests/webhooks/receiver.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

/** axe's serious and critical findings in the Settings tabs (the Webhooks section and its tab list). */
async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).include(".settings-tabs").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test("an owner adds a webhook in Settings, a script creates a customer over REST, and the signed delivery shows in the list", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, "hook-owner");

  await page.goto("/settings?tab=api-keys");
  await page.getByLabel("Key name").fill("CRM sync script");
  await page.getByRole("button", { name: "Create API Key" }).click();
  const apiKey = (await page.getByLabel("New API key").textContent())?.trim() ?? "";
  expect(apiKey).toMatch(/^brk_/);

  await page.getByRole("tab", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=webhooks$/);
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await page.getByLabel("Endpoint URL").fill(receiver.url);
  await page.getByLabel("All events").uncheck();
  await page.getByRole("group", { name: "Customers" }).getByLabel("Created").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Copy the endpoint's signing secret now: it will not be shown again.")).toBeVisible();
  const secret = (await page.getByLabel("Signing secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(page.getByText("Events: Customers: created")).toBeVisible();

  const created = await request.post("/api/customers", {
    headers: { Authorization: `Bearer ${apiKey}` },
    data: { name: "Hook Created", email: "hook.created@example.com" },
  });
  expect(created.status()).toBe(201);
  const customer = await created.json();

  const deliveries = page.getByRole("region", { name: `Recent deliveries to ${receiver.url}` });
  await expect(async () => {
    await page.reload();
    await expect(deliveries.getByRole("row", { name: /customer\.created/ })).toContainText("Delivered", {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const row = deliveries.getByRole("row", { name: /customer\.created/ });
  await expect(row.getByRole("cell").nth(2)).toHaveText("204");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");

  expect(receiver.requests).toHaveLength(1);
  const [received] = receiver.requests;
  expect(signatureVerifies(secret, received!)).toBe(true);
  expect(received!.event).toMatchObject({ type: "customer.created", data: customer });

  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(row).toContainText("Delivered");
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: /^Resend customer\.created/ }).click();
  await expect(page.getByText("customer.created will be sent again")).toBeVisible();
  await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(2);
  expect(receiver.requests[1]!.headers["webhook-id"]).toBe(received!.headers["webhook-id"]);
});
