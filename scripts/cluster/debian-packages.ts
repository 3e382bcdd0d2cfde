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

/**
 * Installs PgBouncer and HAProxy from Debian on first use. Their packages ship system services; the
 * cluster never uses them: it runs each program itself, as its own child, with its own configuration.
 */
export function ensureDebianPackages(log: (line: string) => void): void {
  if (!existsSync(`${POSTGRES_BIN}/postgres`)) {
    throw new Error(`PostgreSQL 15 is not installed at ${POSTGRES_BIN}: apt-get install postgresql-15`);
  }
  const missing = [
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
}
