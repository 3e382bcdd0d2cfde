import { writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { machineFacts } from "#tests/bench/machine-facts.ts";
import { number, percent, type LoadFigures } from "./load-figures.ts";
import type { LoadOptions } from "./load-options.ts";
import type { LoadResult } from "./load-run.ts";
import { OPERATIONS } from "./operation-mix.ts";
import { WHAT_IT_FOUND, whatTheTestDoes } from "./reliability-prose.ts";
import { MAX_GROWTH, type MemoryFigures } from "./server-memory.ts";

export type ReliabilityRun = {
  command: string;
  options: LoadOptions;
  result: LoadResult;
  figures: LoadFigures;
  memory: MemoryFigures;
  databaseUrl: string;
};

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

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
        `${number(memory.rssEarlyMb)} → ${number(memory.rssLateMb)} MB (${percent(memory.rssGrowth)}; bound ${percent(MAX_GROWTH)})`,
      ],
      [
        "Server heap used, median of the 2nd quarter → of the last",
        `${number(memory.heapEarlyMb)} → ${number(memory.heapLateMb)} MB (${percent(memory.heapGrowth)}; bound ${percent(MAX_GROWTH)}; peak ${number(memory.heapPeakMb)})`,
      ],
      ["Server RSS, median of each tenth of the run", `${memory.rssByTenthMb.map((mb) => number(mb)).join(", ")} MB`],
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
  const text = `# Reliability under load

Written by \`npm run load\` (tests/load/run-load.ts) when it runs with its default clients and length;
run it again rather than editing this file.

${whatTheTestDoes(options, figures, run.memory)}

${WHAT_IT_FOUND}

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
  // Formatted as `npm run lint` checks it.
  await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  return file;
}
