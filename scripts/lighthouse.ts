// Lighthouse (mobile) on the landing page of the built app: `npm run build` first, then
// `npm run lighthouse`. Starts the real server (npm start's gateway/server.ts, production mode,
// against a throw-away PostgreSQL with the demo data) unless LIGHTHOUSE_URL names a running one,
// runs Lighthouse LIGHTHOUSE_RUNS times (default 3) in Debian's Chromium and prints the median.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = path.resolve(import.meta.dirname, "../.test-artifacts/lighthouse");

type Cleanup = () => Promise<void>;

/** The real server on a free port with its own database, as tests/e2e/support/global-setup.ts starts it. */
async function startServer(): Promise<{ url: string; stop: Cleanup }> {
  if (!existsSync(path.resolve(import.meta.dirname, "../dist/index.html"))) {
    throw new Error("dist/ has no build: run `npm run build` first.");
  }
  const postgres = await startThrowawayPostgres();
  await adminQuery(postgres.adminUrl, "CREATE DATABASE bramble_lighthouse");
  const dataDir = await mkdtemp(path.join(tmpdir(), "bramble-lighthouse-"));
  const server = startServerProcess({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(postgres.adminUrl, "bramble_lighthouse"),
  });
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: `${await server.baseUrl}/`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Chromium with a DevTools port of its own; Lighthouse connects to it. */
async function startChrome(): Promise<{ port: number; stop: Cleanup }> {
  const profileDir = await mkdtemp(path.join(tmpdir(), "bramble-lighthouse-chrome-"));
  const chrome: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profileDir}`, "--no-first-run", "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  const stop = async () => {
    chrome.kill("SIGTERM");
    await exited;
    await rm(profileDir, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    chrome.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.once("error", reject);
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

type RunSummary = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  html: string;
};

async function runLighthouse(url: string, port: number): Promise<RunSummary> {
  const result = await lighthouse(url, {
    port,
    output: "html",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as RunSummary["scores"];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([audit, label]) => [label, lhr.audits[audit]?.displayValue ?? "?"]),
  );
  return { scores, metrics, html: String(result.report) };
}

/**
 * On a busy host Lighthouse now and then fails to record the page load (NO_NAVSTART, "Please run
 * Lighthouse again"): such a run is repeated, twice at most, and says so.
 */
async function runWithRetries(run: () => Promise<RunSummary>, retries = 2): Promise<RunSummary> {
  try {
    return await run();
  } catch (error) {
    if (retries === 0 || !(error instanceof Error) || !error.message.includes("run Lighthouse again")) throw error;
    console.log(`  (run failed, repeating it: ${error.message})`);
    return runWithRetries(run, retries - 1);
  }
}

/** The host's load average (1, 5 and 15 minutes), as `uptime` prints it: above 2 on these 2 cores the figures are noisy. */
function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function describe(run: RunSummary): string {
  const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(", ");
  const metrics = Object.entries(run.metrics)
    .map(([label, value]) => `${label} ${value}`)
    .join(", ");
  return `${scores} | ${metrics}`;
}

async function main() {
  const cleanups: Cleanup[] = [];
  try {
    let url = process.env.LIGHTHOUSE_URL;
    if (!url) {
      const server = await startServer();
      cleanups.push(server.stop);
      url = server.url;
    }
    const chrome = await startChrome();
    cleanups.push(chrome.stop);

    console.log(`Lighthouse ${runs}x, mobile, on ${url} (load average ${loadAverage()})`);
    const results: RunSummary[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const summary = await runWithRetries(() => runLighthouse(url, chrome.port));
      results.push(summary);
      console.log(`  run ${run}: ${describe(summary)}`);
    }
    const medianScores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(results.map((run) => run.scores[category]))]),
    );
    const medianRun =
      results.find((run) => run.scores.performance === medianScores.performance) ?? (results[0] as RunSummary);
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, "landing.html"), medianRun.html);
    console.log(
      `median of ${runs}: ${CATEGORIES.map((category) => `${category} ${medianScores[category]}`).join(", ")}`,
    );
    console.log(`median performance run: ${describe(medianRun)}`);
    console.log(`report of that run: ${path.relative(process.cwd(), path.join(reportDir, "landing.html"))}`);
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
