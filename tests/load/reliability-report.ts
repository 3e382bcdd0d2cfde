import { writeFile } from "node:fs/promises";
import { fromProjectRoot } from "../../prisma/project-root.ts";
import { machineFacts } from "../bench/machine-facts.ts";
import type { LoadFigures } from "./load-figures.ts";
import type { LoadOptions } from "./load-options.ts";
import type { LoadResult } from "./load-run.ts";
import { LOAD_SERVER_SETTINGS } from "./load-server.ts";
import { MAX_OWN_ROWS } from "./operation.ts";
import { OPERATIONS } from "./operation-mix.ts";
import { MAX_RSS_GROWTH, WARM_UP_SHARE, type MemoryFigures } from "./server-memory.ts";

export type ReliabilityRun = {
  command: string;
  options: LoadOptions;
  result: LoadResult;
  figures: LoadFigures;
  memory: MemoryFigures;
  databaseUrl: string;
};

const number = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
const percent = (share: number) => `${share >= 0 ? "+" : ""}${number(share * 100, 1)} %`;

function figuresSection({ result, figures, memory }: ReliabilityRun): string {
  const { database } = result;
  const { p50, p95, p99, max } = figures.latencyMs;
  const checked = Object.entries(database.rowsChecked).map(([kind, count]) => `${number(count)} ${kind}`);
  const errors = figures.failures.map(({ kind, count }) => `${kind}: ${count}`).join(", ");
  return table(
    ["Figure", "Value"],
    [
      ["Requests", `${number(figures.requests)} in ${number(figures.seconds, 1)} s`],
      ["Requests/s", number(figures.requestsPerSecond, 1)],
      [
        "Latency p50 / p95 / p99 / max",
        `${number(p50, 1)} / ${number(p95, 1)} / ${number(p99, 1)} / ${number(max, 1)} ms`,
      ],
      ["Errors", errors],
      ["Acknowledged rows found exactly as acknowledged", checked.join(", ")],
      ["Acknowledged deletes found gone", number(database.deletesChecked)],
      ["Lost, changed, unacknowledged or cross-workspace rows", String(database.problems.length)],
      ["Lists' totals and dashboard figures differing from the rows", String(result.countProblems.length)],
      ["Server log lines at level error or fatal", String(result.serverErrors.length)],
      [
        "Server RSS start / peak / end",
        `${number(memory.rssStartMb)} / ${number(memory.rssPeakMb)} / ${number(memory.rssEndMb)} MB`,
      ],
      [
        "Server RSS, median of the 2nd quarter → of the last",
        `${number(memory.rssEarlyMb)} → ${number(memory.rssLateMb)} MB (${percent(memory.rssGrowth)}; bound ${percent(MAX_RSS_GROWTH)})`,
      ],
      [
        "Server heap used, median of the 2nd quarter → of the last",
        `${number(memory.heapEarlyMb)} → ${number(memory.heapLateMb)} MB (peak ${number(memory.heapPeakMb)})`,
      ],
      ["Result", figures.problems.length === 0 && memory.flat ? "passed" : "FAILED"],
    ],
  );
}

function operationsSection({ figures }: ReliabilityRun): string {
  const weights = new Map(OPERATIONS.map((operation) => [operation.name, operation.weight]));
  return table(
    ["Operation", "Weight", "Requests", "Failures"],
    figures.operations.map(({ name, requests, failures }) => [
      `\`${name}\``,
      String(weights.get(name) ?? "–"),
      number(requests),
      String(failures),
    ]),
  );
}

export async function writeReliabilityReport(run: ReliabilityRun): Promise<string> {
  const { command, options, result, figures } = run;
  const facts = await machineFacts(run.databaseUrl);
  const restRequests = figures.operations
    .filter(({ name }) => name.startsWith("REST "))
    .reduce((sum, { requests }) => sum + requests, 0);
  const restPerKeyPerSecond = restRequests / options.clients / figures.seconds;
  const settings = Object.entries(LOAD_SERVER_SETTINGS)
    .map(([name, value]) => `${name}=${value}`)
    .join(", ");
  const text = `# Reliability under load

Written by \`npm run load\` (tests/load/run-load.ts) when it runs with its default clients and length;
run it again rather than editing this file.

## What the test does

- **The server** is the real one, \`gateway/server.ts\` from the sources, started as \`npm start\` starts it:
  on a free 127.0.0.1 port, in a throwaway \`DATA_DIR\` with its own embedded PostgreSQL (durability on, as in
  production), with ${settings}. \`AUTH_RATE_LIMIT\` keeps its default (10): sign-ins run four at a time, and a
  right password is taken back from the count, so the test never nears it. \`API_RATE_LIMIT\` is raised from
  its default of 1,000 requests per key per hour (for occasional integrations) as an operator raises it for
  scripts that call without pause: in this run each client's key carried ${number(restPerKeyPerSecond, 2)} requests a second,
  ${number(restPerKeyPerSecond * 3600)} an hour at that pace (a 60-second run alone stays under 1,000, a longer one would not).
- **The people**: ${options.workspaces} workspaces, and one account per client spread over them (the first of each workspace
  owns it), written into the database. Each person signs in through the web app's \`Login\` mutation and
  keeps the session cookie; each workspace's owner issues every member an API key with \`createApiKey\`.
- **The clients**: ${options.clients} at once, each one person of one workspace, one request after another without
  pause for ${options.seconds} s. Each draws its next step by weight from a generator seeded with \`--seed\` plus its
  number: REST calls under its API key and GraphQL operations under its cookie (the web app's own
  documents), listing and searching customers, reading the dashboard, reading its own customers, and
  creating, updating and deleting customers, deals, tasks and activities (the weights are in the table
  below). A client changes only rows it created, so what each acknowledged write left is exact whatever
  the others do; it keeps at most ${MAX_OWN_ROWS.customers} customers, ${MAX_OWN_ROWS.deals} deals, ${MAX_OWN_ROWS.tasks} tasks and
  ${MAX_OWN_ROWS.activities} activities, creating below that and deleting too.
- **During the run** every answer must be a 2xx (GraphQL: without \`errors\`). Every name and title a
  client writes starts with its workspace's tag (\`W03 C017 Customer 12\`), and every row of every read
  answer must carry the reader's tag: customers, deals, tasks and activities, the customers they name,
  the assignees and authors (by username), and on REST the \`workspaceId\`. A client reading its own rows
  back (a customer, its deals, tasks and activities) must get exactly what it last wrote; a search must
  only find rows that contain the term.
- **After the run** the database is read directly: every acknowledged row must be there exactly as
  acknowledged and in its client's workspace, every acknowledged delete (with what its customer took
  along) must be gone, and no other row may exist; each stored row's tag must match its workspace.
  Each workspace's list totals (\`GET /api/customers|deals|tasks|activities\`) and the dashboard's total
  customers and active deals (kept by triggers while the writes raced) must equal the rows written.
  The server must have logged nothing at level error or fatal.
- **Errors** are any 5xx, network error, timeout (no answer within ${options.requestTimeoutMs / 1000} s), 429 or other 4xx,
  GraphQL error, row of another workspace, or wrong answer. The run passes with zero of each.
- **Memory** is the server process's RSS and V8 heap, written by the process itself twice a second
  (\`tests/load/memory-reporter.ts\`, loaded with \`NODE_OPTIONS=--import\`). The first ${WARM_UP_SHARE * 100} % of the run is
  warm-up (Prisma compiles each kind of query once, V8 sizes its heap to the load, the pools fill); the
  run fails if the median RSS of its last quarter exceeds the median of its second quarter by more than
  ${MAX_RSS_GROWTH * 100} %. Medians of quarters ride over V8's garbage-collection sawtooth, and a steady server's RSS
  moves by a few percent between them; a leak of a few kilobytes per request shows up above the bound
  within the minute (see the figures for the margin). A slower leak needs a longer run: \`-- --seconds 600\`.
- **In \`npm test\`**, \`tests/load/load.test.ts\` runs the same load with 20 clients over 4 workspaces for 5 s
  (seed 1) against the server on a test database, and asserts zero errors and no lost, changed,
  unacknowledged or cross-workspace row; never timings or memory.

## The run

- Command: \`${command}\` (${options.clients} clients, ${options.workspaces} workspaces, ${options.seconds} s, seed ${options.seed})
- Date: ${facts.date}; setup (people, sign-ins, keys) took ${number(result.setupMs / 1000, 1)} s before the timed run
- Machine: ${facts.cores} cores (${facts.cpu}), ${facts.memoryGiB} GiB, shared with other work; \`uptime\` at the end: \`${facts.uptime}\`
- Software: Node ${facts.node}, ${facts.postgres} (embedded); commit ${facts.commit}
- The load generator runs on the same 2 cores as the server and PostgreSQL, so requests/s and latency
  are those of the whole machine under this load, not of the server alone.

${figuresSection(run)}

### Requests per operation

${operationsSection(run)}
`;
  const file = fromProjectRoot("docs", "reliability.md");
  await writeFile(file, text);
  return file;
}
