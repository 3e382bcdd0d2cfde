import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { promisify } from "node:util";

/**
 * Where the bench database lives: BENCH_DATABASE_URL when it is set; otherwise a cluster of its own,
 * `bramble_bench`, of Debian's PostgreSQL (15 on Debian 12, the version the issue measured) under
 * /var/lib/postgresql/<version>/bramble_bench, on loopback port 5499. It is created on first use
 * (installing PostgreSQL with apt-get if needed, which needs root) and started when it is down, so
 * `npm run seed:bench` and `npm run bench` find the same rows until the machine is replaced.
 */
const CLUSTER = "bramble_bench";
const PORT = 5499;
const ROLE = "bramble_bench";
/** Only opens the bench database, which listens on 127.0.0.1. */
const PASSWORD = "bramble-bench";
const DATABASE = "bramble_bench";

const run = promisify(execFile);

export type BenchDatabase = { url: string; description: string };

export async function benchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, description: `BENCH_DATABASE_URL (${new URL(given).host})` };
  if (process.getuid?.() !== 0) {
    throw new Error("Setting up the bench cluster needs root; or set BENCH_DATABASE_URL to a PostgreSQL database.");
  }
  await installPostgres(log);
  const version = await newestVersion();
  const status = await clusterStatus(version);
  if (status === "missing") {
    log(`creating the PostgreSQL ${version} cluster ${CLUSTER} on port ${PORT}`);
    await run("pg_createcluster", [version, CLUSTER, "--port", String(PORT), "--locale", "C.UTF-8"]);
  }
  if (status !== "online") {
    log(`starting the PostgreSQL ${version} cluster ${CLUSTER}`);
    await run("pg_ctlcluster", [version, CLUSTER, "start"]);
  }
  await createRoleAndDatabase();
  return {
    url: `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/${DATABASE}`,
    description: `Debian's PostgreSQL ${version}, cluster ${CLUSTER} (/var/lib/postgresql/${version}/${CLUSTER}, port ${PORT})`,
  };
}

async function installPostgres(log: (line: string) => void) {
  if (existsSync("/usr/bin/pg_createcluster")) return;
  log("installing Debian's PostgreSQL: apt-get update && apt-get install -y postgresql");
  await run("apt-get", ["update"], { maxBuffer: 64 * 1024 * 1024 });
  await run("apt-get", ["install", "-y", "postgresql"], { maxBuffer: 64 * 1024 * 1024 });
}

async function newestVersion(): Promise<string> {
  const versions = (await readdir("/usr/lib/postgresql")).filter((name) => /^\d+$/.test(name));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("no PostgreSQL server under /usr/lib/postgresql");
  return newest;
}

async function clusterStatus(version: string): Promise<"online" | "down" | "missing"> {
  const { stdout } = await run("pg_lsclusters", ["--no-header"]);
  const line = stdout.split("\n").find((candidate) => {
    const [lineVersion, name] = candidate.trim().split(/\s+/);
    return lineVersion === version && name === CLUSTER;
  });
  if (!line) return "missing";
  return line.includes("online") ? "online" : "down";
}

/** psql as the `postgres` OS user over the cluster's socket (peer authentication). */
async function asSuperuser(sql: string): Promise<string> {
  const { stdout } = await run("runuser", ["-u", "postgres", "--", "psql", "-p", String(PORT), "-XtAq", "-c", sql]);
  return stdout.trim();
}

/**
 * A database of its own on the bench cluster (benchDatabase must have set the cluster up), owned by the
 * bench role, for a measurement that must not touch the seeded rows; `drop` removes it.
 */
export async function scratchBenchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  await asSuperuser(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await asSuperuser(`CREATE DATABASE ${name} OWNER ${ROLE}`);
  return {
    url: `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/${name}`,
    drop: async () => {
      await asSuperuser(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function createRoleAndDatabase() {
  if ((await asSuperuser(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`)) !== "1") {
    await asSuperuser(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${PASSWORD}'`);
  }
  if ((await asSuperuser(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)) !== "1") {
    await asSuperuser(`CREATE DATABASE ${DATABASE} OWNER ${ROLE}`);
  }
}
