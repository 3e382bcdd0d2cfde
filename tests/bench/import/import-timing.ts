import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { once } from "node:events";
import { chromium } from "@playwright/test";
import { PROJECT_ROOT } from "#prisma/project-root.ts";
import { CHROMIUM_LAUNCH } from "#tests/support/chromium.ts";
import { BENCH_USER } from "../bench-data.ts";
import { withClient } from "#prisma/pg-client.ts";

/** The figures: 100,000 rows from the browser, a million from the command line. */
export const BROWSER_IMPORT_ROWS = 100_000;
export const CLI_IMPORT_ROWS = 1_000_000;
const IMPORT_WORKSPACE = { id: "0193a000-0000-7000-8000-0000001a9087", name: "Bench Uploads" } as const;
const FILE_LABEL = "CSV file (with a header row, up to 20 MB)";
const BROWSER_LIMIT_MS = 10 * 60_000;

export type ImportTimings = {
  /** The dialog's Import click to its "Import finished" line on screen. */
  browserMs: number;
  /** The longest task that kept the page's main thread busy while the import ran. */
  longestTaskMs: number;
  /** Spawn to exit of `npm run import:customers` (its own start and database connection included). */
  cliMs: number;
};

const STATUSES = ["lead", "active", "inactive"] as const;

/** `rows` distinct customers as a CRM export has them: every e-mail unique, so every row is created. */
async function writeCustomersCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write("Name,Email,Phone,Company,Status,Value (USD),Notes\r\n");
  for (let index = 0; index < rows; index++) {
    const line =
      `Person ${index},person${index}@import-bench.test,+1 555 123 ${String(index % 10_000).padStart(4, "0")},` +
      `Company ${index % 5_000},${STATUSES[index % 3]},${index % 100_000}.50,"Imported, row ${index}"\r\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** An empty workspace of the bench user's, so the import neither meets nor changes the big one. */
async function emptyImportWorkspace(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query("DELETE FROM workspaces WHERE id = $1", [IMPORT_WORKSPACE.id]);
    await client.query("INSERT INTO workspaces (id, name) VALUES ($1, $2)", [
      IMPORT_WORKSPACE.id,
      IMPORT_WORKSPACE.name,
    ]);
    await client.query("INSERT INTO memberships (workspace_id, user_id, role) VALUES ($1, $2, 'owner')", [
      IMPORT_WORKSPACE.id,
      BENCH_USER.id,
    ]);
  });
}

const customersIn = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM customers WHERE workspace_id = $1", [
      IMPORT_WORKSPACE.id,
    ]);
    return Number(rows[0]?.count);
  });

function expectCustomers(found: number, expected: number, how: string) {
  if (found !== expected) throw new Error(`${how} left ${found} customers, not ${expected}`);
}

/** Records every long task (over 50 ms) of the page's main thread, in the page's clock. */
function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  Object.assign(window, { benchLongTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

async function timeBrowserImport(
  baseUrl: string,
  file: string,
): Promise<Pick<ImportTimings, "browserMs" | "longestTaskMs">> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { username: BENCH_USER.username, password: BENCH_USER.password },
    });
    if (!login.ok()) throw new Error(`the bench user could not sign in: ${login.status()}`);
    const switched = await context.request.post(`${baseUrl}/graphql`, {
      data: {
        query: "mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { __typename } }",
        variables: { id: IMPORT_WORKSPACE.id },
      },
    });
    const answer = (await switched.json()) as { errors?: { message: string }[] };
    if (answer.errors) throw new Error(`could not enter the import workspace: ${answer.errors[0]?.message}`);

    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${baseUrl}/customers`);
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Customers" });
    await dialog.getByLabel(FILE_LABEL).setInputFiles(file);
    await dialog
      .getByText(`${BROWSER_IMPORT_ROWS.toLocaleString("en-US")} rows. Match each field to a column of the file:`)
      .waitFor({ timeout: 60_000 });
    const clickedAt = await page.evaluate(() => performance.now());
    const started = performance.now();
    await dialog.getByRole("button", { name: "Import" }).click();
    await dialog.getByRole("status").getByText("Import finished:").waitFor({ timeout: BROWSER_LIMIT_MS });
    const browserMs = performance.now() - started;
    const status = await dialog.getByRole("status").textContent();
    const longestTaskMs = await page.evaluate(
      (after) =>
        Math.max(
          0,
          ...(window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks
            .filter((task) => task.start >= after)
            .map((task) => task.duration),
        ),
      clickedAt,
    );
    const created = `${BROWSER_IMPORT_ROWS.toLocaleString("en-US")} created`;
    if (!status?.includes(created)) throw new Error(`the browser import ended with "${status}"`);
    return { browserMs, longestTaskMs };
  } finally {
    await browser.close();
  }
}

async function timeCliImport(databaseUrl: string, file: string): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["scripts/import-customers/import-customers.ts", "--workspace", IMPORT_WORKSPACE.id, file],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "inherit", "inherit"] },
  );
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`npm run import:customers exited with ${code}`);
  return performance.now() - started;
}

/**
 * Imports 100,000 customers through the Import dialog in Chromium (the server at `baseUrl`), then a
 * million with `npm run import:customers`, each into an empty workspace of the bench user's that is
 * removed afterwards; checks each import created every row.
 */
export async function timeImports(baseUrl: string, databaseUrl: string, log: (line: string) => void) {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bramble-import-bench-"));
  try {
    const browserFile = path.join(folder, "customers-100k.csv");
    await writeCustomersCsv(browserFile, BROWSER_IMPORT_ROWS);
    await emptyImportWorkspace(databaseUrl);
    log(`  ${BROWSER_IMPORT_ROWS.toLocaleString("en-US")} rows through the Import dialog in Chromium`);
    const browser = await timeBrowserImport(baseUrl, browserFile);
    expectCustomers(await customersIn(databaseUrl), BROWSER_IMPORT_ROWS, "the browser import");

    const cliFile = path.join(folder, "customers-1m.csv");
    await writeCustomersCsv(cliFile, CLI_IMPORT_ROWS);
    await emptyImportWorkspace(databaseUrl);
    log(`  ${CLI_IMPORT_ROWS.toLocaleString("en-US")} rows with npm run import:customers`);
    const cliMs = await timeCliImport(databaseUrl, cliFile);
    expectCustomers(await customersIn(databaseUrl), CLI_IMPORT_ROWS, "the command-line import");
    return { ...browser, cliMs };
  } finally {
    await withClient(databaseUrl, (client) =>
      client.query("DELETE FROM workspaces WHERE id = $1", [IMPORT_WORKSPACE.id]),
    );
    await rm(folder, { recursive: true, force: true });
  }
}
