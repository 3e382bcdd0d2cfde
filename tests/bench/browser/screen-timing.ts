import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "#tests/support/chromium.ts";
import { BENCH_USER, COMMON_TERM } from "../bench-data.ts";

const WAIT_MS = 15_000;
const FIRST_FIGURE = ".stat-card-value";
const FIRST_ROW = ".ant-table-tbody tr.ant-table-row";

export type ScreenTimings = {
  /** Navigation start to the first figure of /dashboard on screen (the page loaded afresh). */
  dashboardMs: number;
  /** Navigation start to the first row of /customers on screen (the page loaded afresh). */
  customersMs: number;
  /** A click on "Dashboard" in the sidebar of /customers to the first figure on screen (fetched, not cached). */
  dashboardInAppMs: number;
  /** A click on "Customers" in the sidebar of /dashboard to the first row on screen (fetched, not cached). */
  customersInAppMs: number;
  /** A search's request leaving the browser to its rows on screen (the screen waits 300 ms after typing first). */
  searchAnswerMs: number;
  /** The last keystroke of a search to its rows on screen, the screen's wait included. */
  searchTypedMs: number;
  /** A click on page 2 to its rows on screen. */
  pageChangeMs: number;
};

/** Records, in the page's clock, the last keystroke and click (for the timings above). */
function recordInputs() {
  const marks = { input: 0, click: 0 };
  Object.assign(window, { benchMarks: marks });
  addEventListener("input", () => (marks.input = performance.now()), true);
  addEventListener("click", () => (marks.click = performance.now()), true);
}

/** The page clock's reading at the first animation frame where `selector`'s first match has text other than `not`. */
async function shownAt(page: Page, selector: string, not = "", including = ""): Promise<number> {
  const handle = await page.waitForFunction(
    ([selector, not, including]) => {
      const text = document.querySelector(selector)?.textContent ?? "";
      return text !== "" && text !== not && text.toLowerCase().includes(including) ? performance.now() : false;
    },
    [selector, not, including] as const,
    { polling: "raf", timeout: WAIT_MS },
  );
  return (await handle.jsonValue()) as number;
}

const marks = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchMarks: { input: number; click: number } }).benchMarks);

/** A click on a sidebar entry to `selector` on screen; each page load starts with an empty client cache. */
async function timeSidebarClick(page: Page, entry: string, selector: string): Promise<number> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: entry }).click();
  return (await shownAt(page, selector)) - (await marks(page)).click;
}

async function timeRound(page: Page, baseUrl: string): Promise<ScreenTimings> {
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: "commit" });
  const dashboardMs = await shownAt(page, FIRST_FIGURE);
  const customersInAppMs = await timeSidebarClick(page, "Customers", FIRST_ROW);
  await page.goto(`${baseUrl}/customers`, { waitUntil: "commit" });
  const customersMs = await shownAt(page, FIRST_ROW);

  const firstRow = (await page.locator(FIRST_ROW).first().textContent()) ?? "";
  await page.locator(".ant-pagination-item-2").click();
  const pageTwoAt = await shownAt(page, FIRST_ROW, firstRow);
  const pageChangeMs = pageTwoAt - (await marks(page)).click;

  const pageTwoRow = (await page.locator(FIRST_ROW).first().textContent()) ?? "";
  await page.getByPlaceholder("Search customers...").fill(COMMON_TERM);
  const typedAt = (await marks(page)).input;
  const searchShownAt = await shownAt(page, FIRST_ROW, pageTwoRow, COMMON_TERM);
  const requestStart = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/graphql") && entry.startTime >= after)
        .map((entry) => entry.startTime)
        .at(-1) ?? after,
    typedAt,
  );
  const dashboardInAppMs = await timeSidebarClick(page, "Dashboard", FIRST_FIGURE);
  return {
    dashboardMs,
    customersMs,
    dashboardInAppMs,
    customersInAppMs,
    searchAnswerMs: searchShownAt - requestStart,
    searchTypedMs: searchShownAt - typedAt,
    pageChangeMs,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Debian's Chromium, signed in as the bench user, on the built app: one round to warm the caches up,
 * then `rounds` measured rounds (navigation to /dashboard and to /customers, page 2, a search); the
 * median of each timing.
 */
export async function timeScreens(baseUrl: string, rounds: number): Promise<ScreenTimings> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { username: BENCH_USER.username, password: BENCH_USER.password },
    });
    if (!login.ok()) throw new Error(`the bench user could not sign in: ${login.status()}`);
    const page = await context.newPage();
    await page.addInitScript(recordInputs);
    await timeRound(page, baseUrl);
    const measured: ScreenTimings[] = [];
    for (let round = 0; round < rounds; round++) measured.push(await timeRound(page, baseUrl));
    const of = (name: keyof ScreenTimings) => median(measured.map((timings) => timings[name]));
    return {
      dashboardMs: of("dashboardMs"),
      customersMs: of("customersMs"),
      dashboardInAppMs: of("dashboardInAppMs"),
      customersInAppMs: of("customersInAppMs"),
      searchAnswerMs: of("searchAnswerMs"),
      searchTypedMs: of("searchTypedMs"),
      pageChangeMs: of("pageChangeMs"),
    };
  } finally {
    await browser.close();
  }
}
