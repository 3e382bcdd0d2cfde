/**
 * `npm test`: type check, lint, then every test — unit and integration (vitest, on a real PostgreSQL),
 * the cluster's (tests/cluster: three gateways, PgBouncer, a replica) and end-to-end (Playwright in
 * Debian's Chromium against the real built server) — and one closing line with the totals.
 *
 * The stages run side by side in three lanes of about equal length, since each waits on servers, browsers
 * and databases much of the time and one lane alone left a core idle: Playwright's flows then the
 * cluster's tests; Playwright's accessibility scans; vitest then the static checks. The end-to-end lanes
 * start after the one build they share. The lanes share nothing else: each stage starts its own
 * PostgreSQL and servers on free ports. The flows' output shows as it comes; every other stage is
 * printed whole once it ends.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const ARTIFACTS = path.resolve(".test-artifacts");
const CHROMIUM = "/usr/bin/chromium";

type Stage = { lane: string; line: string; ms: number; ok: boolean };
const stages: Stage[] = [];
const started = performance.now();
let stagesStarted = 0;

/**
 * Runs one stage, recording how long it took. `live` stages print as they go; the others write to a
 * log file under .test-artifacts/, printed in one block when the stage ends so lanes do not interleave.
 */
function run(
  lane: string,
  command: string,
  args: string[],
  { env = {}, live = false }: { env?: NodeJS.ProcessEnv; live?: boolean } = {},
): Promise<boolean> {
  const line = [command, ...args].join(" ");
  const stageStarted = performance.now();
  if (live) console.log(`\n$ ${line}`);
  stagesStarted += 1;
  const logFile = path.join(ARTIFACTS, `${stagesStarted}-${lane}-${path.basename(args[0] ?? command)}.log`);
  const child = spawn(command, args, {
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  if (!live) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  return new Promise((resolve) => {
    child.once("error", (error) => finish(1, error.message));
    child.once("close", (code) => finish(code));
    function finish(code: number | null, error?: string) {
      const ms = performance.now() - stageStarted;
      const ok = code === 0;
      stages.push({ lane, line, ms, ok });
      if (!live) {
        const output = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
        console.log(`\n$ ${line}   [${lane} lane, ${(ms / 1000).toFixed(1)} s, ${ok ? "passed" : "FAILED"}]`);
        process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
      }
      if (error) console.error(error);
      resolve(ok);
    }
  });
}

function printStageTimes() {
  console.log("\nHow long each stage took (the three lanes run side by side):");
  for (const { lane, line, ms } of stages) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${lane.padEnd(6)} ${line}`);
  }
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
}

async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  console.log("Installing Debian's chromium for the end-to-end tests (apt-get)...");
  const ok =
    (await run("e2e", "apt-get", ["update", "-qq"], { live: true })) &&
    (await run("e2e", "apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
      live: true,
    }));
  return ok && existsSync(CHROMIUM);
}

type Counts = { passed: number; failed: number; skipped: number };
const FAILED_TO_REPORT: Counts = { passed: 0, failed: 1, skipped: 0 };

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return FAILED_TO_REPORT;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * The failed tests of a vitest or Playwright JSON report, each with the first lines of its error: printed
 * last, next to the totals, so a run whose output is read from its end says what failed.
 */
function failures(file: string): string[] {
  if (!existsSync(file)) return [`${path.basename(file)}: no report (the stage did not finish)`];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const firstLines = (text: string) => stripVTControlCharacters(text).split("\n").slice(0, 6).join("\n      ");
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap(
      (suite: {
        name: string;
        message: string;
        assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
      }) => [
        ...(suite.assertionResults.length === 0 && suite.message
          ? [`${path.relative(process.cwd(), suite.name)}\n      ${firstLines(suite.message)}`]
          : []),
        ...suite.assertionResults
          .filter((test) => test.status === "failed")
          .map(
            (test) =>
              `${path.relative(process.cwd(), suite.name)} › ${test.fullName}\n      ${firstLines(test.failureMessages.join("\n"))}`,
          ),
      ],
    );
  }
  const found: string[] = [];
  type Suite = {
    title: string;
    file: string;
    specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[];
    suites?: Suite[];
  };
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message ?? "";
      found.push(`${suite.file} › ${spec.title}\n      ${firstLines(error)}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return found;
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return FAILED_TO_REPORT;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });
const vitestReport = path.join(ARTIFACTS, "vitest.json");
const clusterReport = path.join(ARTIFACTS, "vitest-cluster.json");
const playwrightReports = {
  flows: path.join(ARTIFACTS, "playwright-flows.json"),
  accessibility: path.join(ARTIFACTS, "playwright-accessibility.json"),
};

/**
 * The end-to-end lane: the build, then Playwright's two projects (playwright.config.ts) as two processes
 * side by side, each against a server and database of its own: the flows, printed as they go, and the
 * accessibility scans, printed whole when they end. Returns the counts of each.
 */
async function endToEndLane(hasChromium: boolean): Promise<Counts[]> {
  if (!hasChromium) {
    console.error(`could not install chromium at ${CHROMIUM}`);
    return [FAILED_TO_REPORT, FAILED_TO_REPORT, FAILED_TO_REPORT];
  }
  // `npm run build` through the stamp `npm start` keeps (scripts/build-if-changed.ts): the cluster stage
  // asks for a build too, and finding the stamp it leaves dist/ alone. A second build there emptied dist/
  // while a Playwright server was serving it.
  if (!(await run("e2e", "node", ["scripts/build-if-changed.ts"], { live: true }))) {
    return [FAILED_TO_REPORT, FAILED_TO_REPORT, FAILED_TO_REPORT];
  }
  const project = (name: string, report: string, live: boolean) =>
    run(live ? "e2e" : "a11y", "npx", ["playwright", "test", `--project=${name}`, "--reporter=list,json"], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      live,
    });
  // The cluster's tests follow the flows: three gateways behind HAProxy, PgBouncer and a streaming replica
  // (Debian's PostgreSQL 15, PgBouncer and HAProxy, installed on first run), on the build made above.
  const flowsThenCluster = async () => {
    await project("flows", playwrightReports.flows, true);
    await run("e2e", "npm", [
      "run",
      "test:cluster",
      "--",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${clusterReport}`,
    ]);
  };
  await Promise.all([flowsThenCluster(), project("accessibility", playwrightReports.accessibility, false)]);
  return [
    playwrightCounts(playwrightReports.flows),
    playwrightCounts(playwrightReports.accessibility),
    vitestCounts(clusterReport),
  ];
}

/** The main lane: vitest, then the static checks; returns the counts and how many checks failed. */
async function mainLane(): Promise<{ counts: Counts[]; failedChecks: number }> {
  await run("main", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestReport}`]);
  const checks = [
    await run("main", "npx", ["tsc", "-p", "tsconfig.json"]),
    await run("main", "npx", ["eslint", "."]),
    await run("main", "npx", ["prettier", "--check", "."]),
  ];
  return { counts: [vitestCounts(vitestReport)], failedChecks: checks.filter((ok) => !ok).length };
}

// Before the lanes split: the cluster stage may install Debian packages too, and apt takes one at a time.
const hasChromium = await ensureChromium();
const [endToEnd, other] = await Promise.all([endToEndLane(hasChromium), mainLane()]);
const totals = [...other.counts, ...endToEnd].reduce((sum, counts) => ({
  passed: sum.passed + counts.passed,
  failed: sum.failed + counts.failed,
  skipped: sum.skipped + counts.skipped,
}));
printStageTimes();
if (totals.failed > 0) {
  console.log("\nFailed tests:");
  for (const failure of [vitestReport, clusterReport, playwrightReports.flows, playwrightReports.accessibility].flatMap(
    failures,
  ))
    console.log(`  ✗ ${failure}`);
}
if (other.failedChecks > 0) {
  console.log(`\n${other.failedChecks} static check(s) failed (type check, lint or formatting).`);
}
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed + other.failedChecks} failed, ${totals.skipped} skipped`,
);
process.exit(totals.failed + other.failedChecks > 0 ? 1 : 0);
