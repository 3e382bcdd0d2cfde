import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { clusterExists, startCluster, superuser } from "./postgres-cluster.ts";
import { isPostgresProcess, isRunning, parentPid, readPostmasterFile, stopPostmaster } from "./postmaster.ts";

// The zero-setup database: a PostgreSQL cluster under <dataDir>/postgres, used when DATABASE_URL is
// unset. Its superuser password lives in <dataDir>/postgres-password, and the PID of the process that
// started it in <dataDir>/postgres-owner.pid, so the next start can tell a server still in use from
// one abandoned by a crash.

export type EmbeddedPostgresOptions = { dataDir: string; log: (message: string) => void };
export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

const databaseName = "bramble";

export async function startEmbeddedPostgres({ dataDir, log }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, "postgres");
  const ownerFile = path.join(root, "postgres-owner.pid");
  await mkdir(root, { recursive: true });
  const password = await loadPassword(root, clusterDir);

  const sharedPort = await settleLeftoverPostmaster(clusterDir, ownerFile, log);
  if (sharedPort !== null) {
    // Another live process of ours (say the dev server, while a migration CLI runs) owns it.
    return { url: databaseUrl(sharedPort, password), stop: async () => {} };
  }

  // Claimed before starting, so a concurrent start finds a live owner rather than an abandoned server.
  await writeFile(ownerFile, `${process.pid}\n`);
  const cluster = await startCluster({ clusterDir, password, log }).catch(async (error: unknown) => {
    await rm(ownerFile, { force: true });
    throw error;
  });
  const stop = async () => {
    await cluster.stop();
    await rm(ownerFile, { force: true });
  };
  try {
    await ensureDatabase(cluster.port, password);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: databaseUrl(cluster.port, password), stop };
}

async function loadPassword(root: string, clusterDir: string): Promise<string> {
  const file = path.join(root, "postgres-password");
  const existing = await readFile(file, "utf8").catch(() => null);
  if (existing !== null) return existing.trim();
  if (await clusterExists(clusterDir)) {
    throw new Error(
      `${clusterDir} holds a PostgreSQL cluster but ${file} is missing: restore that file, or delete the folder to start over with an empty database`,
    );
  }
  const password = randomBytes(24).toString("base64url");
  try {
    await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
    return password;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}

/**
 * Deals with a postmaster.pid found in the cluster. Returns the port of a PostgreSQL that a live owner
 * still runs there, or null once we are free to start our own.
 */
async function settleLeftoverPostmaster(
  clusterDir: string,
  ownerFile: string,
  log: (message: string) => void,
): Promise<number | null> {
  const leftover = await readPostmasterFile(clusterDir);
  if (leftover === null) return null;
  if (!(await isPostgresProcess(leftover.pid))) {
    // The server died with its lock file in place. PostgreSQL would mistake a recycled PID for a
    // running server and refuse to start; it runs its own crash recovery once the file is gone.
    await rm(path.join(clusterDir, "postmaster.pid"), { force: true });
    return null;
  }
  const ownerPid = Number(await readFile(ownerFile, "utf8").catch(() => ""));
  if (await ownerIsAlive(leftover.pid, ownerPid)) {
    log(`Using the PostgreSQL that process ${ownerPid} runs in ${clusterDir}`);
    return leftover.port;
  }
  log(`Stopping PostgreSQL (PID ${leftover.pid}), left running by a process that is gone`);
  await stopPostmaster(leftover.pid);
  return null;
}

async function ownerIsAlive(postmasterPid: number, ownerPid: number): Promise<boolean> {
  if (!Number.isInteger(ownerPid) || ownerPid <= 0) return false;
  // The postmaster stays the child of the process that spawned it and is re-parented once that
  // process dies, which also rules out a recycled owner PID. Without /proc, trust the PID alone.
  const parent = await parentPid(postmasterPid);
  return parent === null ? await isRunning(ownerPid) : parent === ownerPid;
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: superuser, password, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [databaseName]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await client.end();
  }
}

function databaseUrl(port: number, password: string): string {
  return `postgresql://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
}
