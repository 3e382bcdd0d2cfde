import { spawnSync } from "node:child_process";
import { chownSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { stopPostmaster } from "#prisma/postgres/postmaster.ts";
import { launch, type ClusterProcess } from "./child-process.ts";
import { POSTGRES_BIN } from "./debian-packages.ts";
import type { ServiceUser } from "./service-user.ts";

export const SUPERUSER = "postgres";
export const REPLICATION_ROLE = "replicator";
export const APP_ROLE = "bramble";
export const APP_DATABASE = "bramble";
const REPLICATION_SLOT = "bramble_replica";
const READY_TIMEOUT_MS = 60_000;

export type PostgresPasswords = { superuser: string; replication: string; app: string };

/**
 * Both servers alike, on the command line rather than in postgresql.conf so the replica copied by
 * pg_basebackup gets its own port. Durability stays at PostgreSQL's defaults (fsync, synchronous
 * commit on the primary): the load checks that acknowledged writes survive.
 */
function settings(port: number): Record<string, string> {
  return {
    listen_addresses: "127.0.0.1",
    port: String(port),
    // TCP only: no socket files to collide with a system PostgreSQL.
    unix_socket_directories: "",
    lc_messages: "C",
    max_connections: "200",
    password_encryption: "scram-sha-256",
    wal_level: "replica",
    max_wal_senders: "5",
    max_replication_slots: "5",
    hot_standby: "on",
    // The replica tells the primary which rows its queries still read, so vacuum on the primary does
    // not cancel them.
    hot_standby_feedback: "on",
  };
}

const HBA = [
  "# Loopback only, passwords as SCRAM secrets: the app, PgBouncer and the replica's stream.",
  "host all all 127.0.0.1/32 scram-sha-256",
  "host replication replicator 127.0.0.1/32 scram-sha-256",
  "",
].join("\n");

function run(user: ServiceUser, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(path.join(POSTGRES_BIN, command), args, {
    uid: user?.uid,
    gid: user?.gid,
    env: { ...process.env, LC_ALL: "C", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  }
}

/** A folder owned by the user PostgreSQL runs as. */
function ownedFolder(folder: string, user: ServiceUser): string {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (user) chownSync(folder, user.uid, user.gid);
  return folder;
}

/** Creates the primary's cluster: UTF-8, the superuser's password, our pg_hba.conf. */
export function initialisePrimary(dataDir: string, passwords: PostgresPasswords, user: ServiceUser): void {
  ownedFolder(path.dirname(dataDir), user);
  const passwordFile = path.join(path.dirname(dataDir), "superuser-password");
  writeFileSync(passwordFile, passwords.superuser, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  run(user, "initdb", [
    `--pgdata=${dataDir}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${passwordFile}`,
    "--auth=scram-sha-256",
    "--encoding=UTF8",
    "--lc-collate=C",
    "--lc-ctype=C.UTF-8",
  ]);
  writeFileSync(path.join(dataDir, "pg_hba.conf"), HBA);
}

/** Starts a server on an existing data folder and waits until it takes connections. */
export async function startPostgres(
  name: string,
  dataDir: string,
  port: number,
  logFile: string,
  user: ServiceUser,
): Promise<ClusterProcess> {
  const args = ["-D", dataDir];
  for (const [setting, value] of Object.entries(settings(port))) args.push("-c", `${setting}=${value}`);
  const server = launch({ name, command: path.join(POSTGRES_BIN, "postgres"), args, logFile, user });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = spawnSync(path.join(POSTGRES_BIN, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port)]);
    if (ready.status === 0) return server;
    if (Date.now() > deadline) throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS} ms: see ${logFile}`);
    await sleep(100);
  }
}

/** Fast shutdown: open transactions are rolled back, a checkpoint is written, the server exits. */
export function stopPostgres(server: ClusterProcess): Promise<void> {
  return stopPostmaster(server.pid);
}

export function superuserUrl(port: number, passwords: PostgresPasswords, database = "postgres"): string {
  return `postgresql://${SUPERUSER}:${passwords.superuser}@127.0.0.1:${port}/${database}`;
}

export function appUrl(port: number, passwords: PostgresPasswords): string {
  return `postgresql://${APP_ROLE}:${passwords.app}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/**
 * The roles and database on the primary: a replication role for the standby's stream, and the app's
 * own role owning its database (so the migrations may create the trusted extensions they need).
 * Returns the app role's SCRAM secret, which PgBouncer's userlist holds instead of the password.
 */
export async function createRoles(port: number, passwords: PostgresPasswords): Promise<string> {
  const client = new pg.Client({ connectionString: superuserUrl(port, passwords) });
  await client.connect();
  try {
    const literal = (value: string) => client.escapeLiteral(value);
    await client.query(
      `CREATE ROLE ${REPLICATION_ROLE} WITH REPLICATION LOGIN PASSWORD ${literal(passwords.replication)}`,
    );
    await client.query(`CREATE ROLE ${APP_ROLE} WITH LOGIN PASSWORD ${literal(passwords.app)}`);
    await client.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
    const secret = await client.query<{ rolpassword: string }>("SELECT rolpassword FROM pg_authid WHERE rolname = $1", [
      APP_ROLE,
    ]);
    return secret.rows[0]!.rolpassword;
  } finally {
    await client.end();
  }
}

/**
 * Copies the running primary into a hot standby: `-R` writes standby.signal and the connection to
 * stream from; the replication slot keeps the WAL a stopped replica still needs.
 */
export function createReplica(
  replicaDir: string,
  primaryPort: number,
  passwords: PostgresPasswords,
  user: ServiceUser,
): void {
  run(
    user,
    "pg_basebackup",
    [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      REPLICATION_ROLE,
      "-D",
      replicaDir,
      "-R",
      "-C",
      "-S",
      REPLICATION_SLOT,
      "-X",
      "stream",
      "--checkpoint=fast",
    ],
    { PGPASSWORD: passwords.replication },
  );
}
