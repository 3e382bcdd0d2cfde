import { readFile } from "node:fs/promises";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { downloadExport } from "./support/csv-export.ts";
import { signUpAndSignIn } from "./support/sign-up.ts";

const FILE_LABEL = "CSV file (with a header row, up to 20 MB)";

/** 1,000 data rows (lines 2 to 1001): three break a rule and one repeats line 2's e-mail. */
function customersCsv(): string {
  const lines = ["Full Name,E-mail,Company,Value"];
  for (let index = 0; index < 1000; index++) {
    const line = index + 2;
    const name = line === 11 ? "" : `Import Person ${index}`;
    const email = line === 21 ? "not-an-email" : line === 41 ? "PERSON0@import.test" : `person${index}@import.test`;
    const value = line === 31 ? "abc" : String(index);
    lines.push(`${name},${email},Company ${index},${value}`);
  }
  return lines.join("\r\n");
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include(".ant-modal").analyze();
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

test("imports a CSV, reports its bad rows and duplicate, and exports the list back", async ({ page }) => {
  await signUpAndSignIn(page, "bulk-loader");
  await page.goto("/customers");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Customers" });
  await dialog.getByLabel(FILE_LABEL).setInputFiles({
    name: "customers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(customersCsv()),
  });
  await expect(dialog.getByText("1,000 rows. Match each field to a column of the file:")).toBeVisible();
  await expect(dialog.locator("label", { hasText: /^Name/ }).locator(".ant-select")).toHaveText("Full Name");
  await expect(dialog.locator("label", { hasText: /^Value \(USD\)/ }).locator(".ant-select")).toHaveText("Value");
  await expect(dialog.getByRole("table", { name: "Preview of the first rows" })).toContainText("person0@import.test");
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Import finished: 996 created, 0 updated, 3 rejected, 1 duplicate.",
    { timeout: 60_000 },
  );
  const report = dialog.getByRole("table", { name: "Rows not imported" });
  await expect(report.locator("tbody tr")).toHaveText([
    "11NameName is required",
    "21EmailPlease enter a valid email address",
    "31Value (USD)Value must be a number",
    "41EmailSame email as line 2",
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  const reportDownload = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download report" }).click();
  const reportFile = await reportDownload;
  expect(reportFile.suggestedFilename()).toBe("import-report.csv");
  expect(await readFile(await reportFile.path(), "utf8")).toBe(
    "Line,Outcome,Field,Message\r\n" +
      "11,rejected,Name,Name is required\r\n" +
      "21,rejected,Email,Please enter a valid email address\r\n" +
      "31,rejected,Value (USD),Value must be a number\r\n" +
      "41,duplicate,Email,Same email as line 2",
  );
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.reload();
  await page.getByPlaceholder("Search customers...").fill("Company 999");
  await expect(page.getByRole("link", { name: "Import Person 999", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute(
    "href",
    "/api/customers/export.csv?search=Company+999",
  );
  const { filename, lines } = await downloadExport(page);
  expect(filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, row, end] = lines;
  expect(header).toBe("Customer,Email,Phone,Company,Role,Status,Value,Notes,Customer since");
  expect(row).toMatch(/^Import Person 999,person999@import\.test,,Company 999,,Lead,999\.00,,\d{4}-\d\d-\d\d$/);
  expect(end).toBe("");

  // Each Company cell became a company, the person's primary one: the table links it.
  await page.getByRole("link", { name: "Company 999", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Company 999/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import Person 999", exact: true })).toBeVisible();
});

test("refuses a file that is not CSV and fits a 375 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndSignIn(page, "csv-narrow");
  await page.goto("/customers");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Customers" });
  await dialog
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("x") });
  await expect(dialog.getByRole("alert")).toHaveText("The file is not a CSV file");
  await dialog.getByLabel(FILE_LABEL).setInputFiles({
    name: "c.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Email,Phone,Company,Status,Value (USD),Notes\r\nA Long Name Here,a@a.test,1,Co,lead,1,n"),
  });
  await expect(dialog.getByText("1 row. Match each field to a column of the file:")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
});
