import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { superuser } from "#prisma/postgres/postgres-cluster.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { between, readCounters, type Interval } from "./server-counters.ts";

const run = promisify(execFile);

/** Debian's pgbench, or the first one on PATH. */
export function findPgbench(): string | null {
  const debian = ["17", "16", "15"].map((version) => `/usr/lib/postgresql/${version}/bin/pgbench`);
  return (
    debian.find((candidate) => existsSync(candidate)) ?? (existsSync("/usr/bin/pgbench") ? "/usr/bin/pgbench" : null)
  );
}

export type PgbenchServer = { adminUrl: string; password: string; port: number; postmasterPid: number };

export type PgbenchResult = {
  clients: number;
  tps: number;
  latenciesMs: number[];
  server: Interval;
};

const DATABASE = "pgbench";

function connectionArgs(server: PgbenchServer): string[] {
  return ["-h", "127.0.0.1", "-p", String(server.port), "-U", superuser, DATABASE];
}

function environment(server: PgbenchServer) {
  return { ...process.env, PGPASSWORD: server.password };
}

/** pgbench's own database, filled by `pgbench -i` at `scale` (100,000 accounts per unit). */
export async function initialisePgbench(binary: string, server: PgbenchServer, scale: number): Promise<void> {
  await adminQuery(server.adminUrl, `CREATE DATABASE ${DATABASE}`);
  // Server-side data generation (G): faster than sending every row from the client.
  await run(binary, ["-i", "-q", "-I", "dtGvp", "-s", String(scale), ...connectionArgs(server)], {
    env: environment(server),
  });
}

/** Per-transaction latencies from pgbench's logs: the third field is the latency in microseconds. */
async function loggedLatencies(folder: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(folder)) {
    for (const line of (await readFile(path.join(folder, file), "utf8")).split("\n")) {
      const micros = Number(line.split(" ")[2]);
      if (line !== "" && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

/** The built-in TPC-B-like script at `clients` connections for `seconds`, logging every transaction. */
export async function runPgbench(
  binary: string,
  server: PgbenchServer,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  const logFolder = await mkdtemp(path.join(os.tmpdir(), "bramble-pgbench-log-"));
  const monitor = new pg.Client({ connectionString: databaseUrl(server.adminUrl, DATABASE) });
  await monitor.connect();
  try {
    const threads = Math.min(clients, os.availableParallelism());
    const before = await readCounters(monitor, server.postmasterPid);
    const { stdout } = await run(
      binary,
      [
        "-n",
        "-c",
        String(clients),
        "-j",
        String(threads),
        "-T",
        String(seconds),
        "-l",
        "--log-prefix",
        path.join(logFolder, "pgbench_log"),
        ...connectionArgs(server),
      ],
      { env: environment(server), cwd: logFolder },
    );
    const live = await readCounters(monitor, server.postmasterPid);
    // pgbench's connections have closed: their statistics are reported.
    await sleep(500);
    const settled = await readCounters(monitor, server.postmasterPid);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? Number.NaN);
    return {
      clients,
      tps,
      latenciesMs: await loggedLatencies(logFolder),
      server: await between(monitor, before, { ...live, commits: settled.commits, walFsyncs: settled.walFsyncs }),
    };
  } finally {
    await monitor.end();
    await rm(logFolder, { recursive: true, force: true });
  }
}
