/**
 * `npm run load`: the real server on its own embedded PostgreSQL in a throwaway folder, loaded by
 * 200 clients for 60 s (see load-options.ts), then checked. Exits non-zero unless there was no error,
 * no lost, changed or cross-workspace write, and the server's memory stayed flat. A run with the
 * default clients and length rewrites docs/reliability.md.
 */
import { startEmbeddedPostgres } from "#prisma/postgres/embedded-postgres.ts";
import { DEFAULT_LOAD_OPTIONS, parseLoadOptions } from "./load-options.ts";
import { figureLines, loadFigures } from "./load-figures.ts";
import { runLoad } from "./load-run.ts";
import { startLoadServer } from "./load-server.ts";
import { writeReliabilityReport } from "./reliability-report.ts";
import { memoryFigures, readMemorySamples } from "./server-memory.ts";

const argv = process.argv.slice(2);
const options = parseLoadOptions(argv, process.env);
const command = ["npm run load", ...(argv.length ? ["--", ...argv] : [])].join(" ");
console.log(
  `${command}: ${options.clients} clients over ${options.workspaces} workspaces for ${options.seconds} s, seed ${options.seed}`,
);

/** Runs the load on a fresh server and reports it; true when it passed. */
async function loadAndCheck(): Promise<boolean> {
  const load = await startLoadServer();
  try {
    // The server's own embedded PostgreSQL: a second start on its folder is handed the running one.
    const { url: databaseUrl } = await startEmbeddedPostgres({ dataDir: load.dataDir, log: () => {} });
    console.log(`server at ${load.baseUrl}; writing the people, signing them in and issuing their API keys...`);
    const result = await runLoad({ baseUrl: load.baseUrl, databaseUrl, output: load.server.output }, options);
    const memory = memoryFigures(
      await readMemorySamples(load.memoryDir, load.server.child.pid ?? 0),
      result.startedAt,
      result.endedAt,
    );
    const figures = loadFigures(result);
    console.log(`setup took ${(result.setupMs / 1000).toFixed(1)} s; the run:`);
    for (const line of figureLines(result, figures, memory)) console.log(line);
    if (!memory.flat) console.log("FAILED: the server's memory grew beyond the bound");
    for (const problem of figures.problems.slice(0, 40)) console.log(`FAILED: ${problem}`);
    for (const example of figures.failureExamples) console.log(`  e.g. ${example}`);
    if (options.clients === DEFAULT_LOAD_OPTIONS.clients && options.seconds === DEFAULT_LOAD_OPTIONS.seconds) {
      const file = await writeReliabilityReport({ command, options, result, figures, memory, databaseUrl });
      console.log(`wrote ${file}`);
    }
    return figures.problems.length === 0 && memory.flat;
  } finally {
    await load.stop();
  }
}

const passed = await loadAndCheck();
console.log(passed ? "load test passed" : "load test FAILED");
process.exit(passed ? 0 : 1);
