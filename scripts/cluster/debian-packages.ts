import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's PostgreSQL 15 server and client programs (package postgresql-15). */
export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
export const PGBOUNCER = "/usr/sbin/pgbouncer";
export const HAPROXY = "/usr/sbin/haproxy";

function aptGet(args: string[]): void {
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status})`);
}

/** The cluster Debian's postgresql-15 package creates and starts as a system service when installed. */
const PACKAGED_CLUSTER = "/etc/postgresql/15/main";

/**
 * Installs PostgreSQL 15, PgBouncer and HAProxy from Debian on first use. Their packages ship system
 * services; the cluster never uses them: it runs each program itself, as its own child, with its own
 * configuration. The database cluster the PostgreSQL package creates on install is dropped again, so
 * nothing is left running.
 */
export function ensureDebianPackages(log: (line: string) => void): void {
  const missing = [
    ["postgresql-15", `${POSTGRES_BIN}/postgres`],
    ["pgbouncer", PGBOUNCER],
    ["haproxy", HAPROXY],
  ].filter(([, binary]) => !existsSync(binary!));
  if (missing.length === 0) return;
  const packages = missing.map(([name]) => name!);
  log(`Installing Debian's ${packages.join(" and ")} (apt-get)...`);
  aptGet(["update", "-qq"]);
  aptGet(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
  for (const [name, binary] of missing) {
    if (!existsSync(binary!)) throw new Error(`${name} is still missing at ${binary} after apt-get install`);
  }
  if (packages.includes("postgresql-15") && existsSync(PACKAGED_CLUSTER)) {
    log("Dropping the database cluster the postgresql-15 package created (15/main)...");
    const dropped = spawnSync("pg_dropcluster", ["--stop", "15", "main"], { stdio: "inherit" });
    if (dropped.status !== 0) throw new Error(`pg_dropcluster --stop 15 main failed (exit ${dropped.status})`);
  }
}
