/**
 * `npm test`: type check, lint, then every test — unit and integration (vitest, on a real PostgreSQL),
 * the cluster's (tests/cluster: three gateways, PgBouncer, a replica) and end-to-end (Playwright in
 * Debian's Chromium against the real built server) — and one closing line with the totals.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const ARTIFACTS = path.resolve(".test-artifacts");
const CHROMIUM = "/usr/bin/chromium";

const stageTimes: [string, number][] = [];

/** Runs one stage, printing its command first and recording how long it took. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const line = [command, ...args].join(" ");
  console.log(`\n$ ${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  stageTimes.push([line, performance.now() - started]);
  return result.status === 0;
}

function printStageTimes() {
  console.log("\nHow long each stage took:");
  for (const [stage, ms] of stageTimes) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${stage}`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's chromium for the end-to-end tests (apt-get)...");
  const ok =
    run("apt-get", ["update", "-qq"]) &&
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"], {
      DEBIAN_FRONTEND: "noninteractive",
    });
  if (!ok || !existsSync(CHROMIUM)) throw new Error(`could not install chromium at ${CHROMIUM}`);
}

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });
const checks = [
  run("npx", ["tsc", "-p", "tsconfig.json"]),
  run("npx", ["eslint", "."]),
  run("npx", ["prettier", "--check", "."]),
];

const vitestReport = path.join(ARTIFACTS, "vitest.json");
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestReport}`]);

// Three gateways behind HAProxy, PgBouncer and a streaming replica (installs Debian's PostgreSQL 15, PgBouncer and
// HAProxy on first run).
const clusterReport = path.join(ARTIFACTS, "vitest-cluster.json");
run("npm", ["run", "test:cluster", "--", "--reporter=default", "--reporter=json", `--outputFile=${clusterReport}`]);

ensureChromium();
const built = run("npm", ["run", "build"]);
const playwrightReport = path.join(ARTIFACTS, "playwright.json");
if (built) {
  run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
}

const totals = [
  vitestCounts(vitestReport),
  vitestCounts(clusterReport),
  built ? playwrightCounts(playwrightReport) : { passed: 0, failed: 1, skipped: 0 },
].reduce((sum, counts) => ({
  passed: sum.passed + counts.passed,
  failed: sum.failed + counts.failed,
  skipped: sum.skipped + counts.skipped,
}));
printStageTimes();
const failedChecks = checks.filter((ok) => !ok).length;
if (failedChecks > 0) console.log(`\n${failedChecks} static check(s) failed (type check, lint or formatting).`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed + failedChecks} failed, ${totals.skipped} skipped`);
process.exit(totals.failed + failedChecks > 0 ? 1 : 0);
