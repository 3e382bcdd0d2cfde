import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HTTP_METHODS, type OpenApiDocument } from "#web/features/docs/openapi/openApiDocument.ts";

// axe takes a few seconds on this long page on two cores.
test.describe.configure({ timeout: 180_000 });

type Operation = { id: string; name: string };

/** Every operation at once made the page 123,645 px tall; the largest tag's operations alone, under half that. */
const PAGE_HEIGHT_LIMIT = 60_000;

async function openApiDocument(request: APIRequestContext): Promise<OpenApiDocument> {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  return (await response.json()) as OpenApiDocument;
}

/** Every operation of the document as the page names it ("GET /api/customers"), with its anchor. */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation?.operationId ? [{ id: operation.operationId, name: `${method.toUpperCase()} ${path}` }] : [];
    }),
  );
}

/** An operation's section, found by its heading ("GET /api/customers"). */
function operationSection(page: Page, name: string) {
  return page
    .locator("section.api-operation")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/** Opens the folded answers (errors) of the first few operations, which are drawn only when opened. */
async function unfoldAnswers(page: Page, operations: number) {
  for (let index = 0; index < operations; index += 1) {
    const section = page.locator("section.api-operation").nth(index);
    const answers = section.locator("details");
    for (let answer = 0; answer < (await answers.count()); answer += 1) {
      const details = answers.nth(answer);
      if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) {
        await details.locator("summary").click();
      }
    }
    await expect(section.locator("details:not([open])")).toHaveCount(0);
    await expect(section.locator("details[open] pre").first()).toBeVisible();
  }
}

async function openReference(page: Page, hash = "") {
  await page.goto(`/api-reference${hash}`);
  await expect(page.getByRole("navigation", { name: "API reference" })).toBeVisible();
}

test("the reference shows every operation of /api/openapi.json a tag at a time, the bearer key and the rate limit", async ({
  page,
  request,
}) => {
  const document = await openApiDocument(request);
  const operations = operationsOf(document);
  expect(operations.length).toBe(
    Object.values(document.paths).flatMap((item) => HTTP_METHODS.filter((method) => item[method])).length,
  );

  await openReference(page);
  const main = page.getByRole("main");
  const sorted = (names: string[]) => [...names].sort();
  const nav = page.getByRole("navigation", { name: "API reference" });
  expect(sorted(await nav.locator(".api-nav-operation").allTextContents())).toEqual(
    sorted(operations.map(({ name }) => name)),
  );
  // Each tag of the side list shows its own operations, and only those: the page stays a few screens long.
  const shown: string[] = [];
  for (const tag of await nav.locator(".api-nav-tag").all()) {
    await tag.click();
    await expect(tag).toHaveAttribute("aria-current", "true");
    shown.push(...(await main.locator(".api-operation h3").allTextContents()));
    expect(await page.evaluate(() => window.document.documentElement.scrollHeight)).toBeLessThan(PAGE_HEIGHT_LIMIT);
  }
  expect(sorted(shown)).toEqual(sorted(operations.map(({ name }) => name)));
  const authentication = main.getByRole("region", { name: "Authenticating Requests" });
  await expect(authentication.getByText("Authorization: Bearer <key>", { exact: true })).toBeVisible();
  await expect(authentication.getByText("API key (bearer token)", { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Rate Limits" })).toContainText(
    "Each API key may make 1000 requests per hour.",
  );
  await expect(
    main
      .locator(".api-operation pre")
      .filter({ hasText: /^curl / })
      .first(),
  ).toBeVisible();
});

test("a deep link scrolls to its operation", async ({ page, request }) => {
  const operations = operationsOf(await openApiDocument(request));
  const last = operations[operations.length - 1]!;
  await openReference(page, `#${last.id}`);
  const heading = page.getByRole("heading", { level: 3, name: last.name, exact: true });
  await expect(heading).toBeInViewport();
  // The heading enters the viewport while the smooth scroll still runs: wait for where it ends.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test("the side list is worked by keyboard: Tab moves along it, Enter goes to the operation and Tab enters it", async ({
  page,
  request,
}) => {
  const [, second] = operationsOf(await openApiDocument(request));
  await openReference(page);
  const nav = page.getByRole("navigation", { name: "API reference" });
  const links = nav.getByRole("link");
  await links.first().focus();
  const names = await links.allTextContents();
  for (let index = 1; names[index - 1] !== second!.name; index += 1) {
    await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${second!.id}$`));
  await expect(page.getByRole("heading", { level: 3, name: second!.name, exact: true })).toBeInViewport();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("section.api-operation")?.id)).toBe(second!.id);
});

test("a curl command is copied with its button", async ({ page, context, request }) => {
  const [first] = operationsOf(await openApiDocument(request));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openReference(page, `#${first!.id}`);
  const operation = operationSection(page, first!.name);
  const command = await operation
    .locator("pre")
    .filter({ hasText: /^curl / })
    .textContent();
  await operation.getByRole("button", { name: "Copy curl command" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
});

test("when the document cannot be fetched the page says so, and Retry fetches it again", async ({ page }) => {
  await page.route("**/api/openapi.json", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
  await page.goto("/api-reference");
  const alert = page.getByRole("alert").filter({ hasText: "The API reference could not be loaded." });
  await expect(alert).toBeVisible();
  await page.unroute("**/api/openapi.json");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("navigation", { name: "API reference" })).toBeVisible();
  await expect(alert).toBeHidden();
});

test("the reference does not scroll sideways on a 375 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReference(page);
  await unfoldAnswers(page, 3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the reference, some errors unfolded, has no serious accessibility violation in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem("theme", chosen), theme);
    await openReference(page);
    await unfoldAnswers(page, 3);
    // Every rule axe has, not only the WCAG tags the accessibility spec selects; only violations are read,
    // and axe runs in the page itself rather than in a blank page it opens per scan (no cross-origin frame here).
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"] })
      .setLegacyMode()
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
}
