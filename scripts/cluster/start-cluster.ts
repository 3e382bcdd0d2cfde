import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "#prisma/project-root.ts";
import { stopCluster } from "./cluster-control.ts";
import { saveState, stateFile, type ClusterState } from "./cluster-state.ts";
import { ensureDebianPackages } from "./debian-packages.ts";
import { clusterPorts } from "./cluster-ports.ts";
import { gatewaySpec, startGateway } from "./gateways.ts";
import { startHaproxy } from "./haproxy.ts";
import { startPgBouncer } from "./pgbouncer.ts";
import {
  appUrl,
  createReplica,
  createRoles,
  initialisePrimary,
  startPostgres,
  superuserUrl,
  type PostgresPasswords,
} from "./postgres-servers.ts";
import { serviceUser } from "./service-user.ts";

export const GATEWAY_COUNT = 3;

export type StartClusterOptions = {
  /** Extra or overriding gateway variables (AUTH_RATE_LIMIT, SMTP_URL, LOG_LEVEL ...). */
  env?: Record<string, string>;
  /**
   * Whether the cluster dies with this process (a test run killed halfway leaves nothing running);
   * `cluster:up` leaves it running on its own.
   */
  stopWithCaller?: boolean;
  log?: (line: string) => void;
};

const secret = (bytes: number) => randomBytes(bytes).toString("base64url");

/**
 * `npm run build` when its inputs changed: the gateways run the bundle. Without the caller's NODE_ENV
 * (vitest sets "test"), which would make Vite build React's development code.
 */
function buildIfChanged(): void {
  const { NODE_ENV: _callers, ...env } = process.env;
  const result = spawnSync(process.execPath, ["scripts/build-if-changed.ts"], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) throw new Error("the build failed");
}

/**
 * Starts the whole set as children of this process in a new temporary folder, on free loopback
 * ports: PostgreSQL primary and streaming replica, a PgBouncer in front of each, three gateways and
 * HAProxy in front of them. The first gateway migrates and seeds; the other two start after it.
 */
export async function startBrambleCluster({
  env = {},
  stopWithCaller = false,
  log = console.log,
}: StartClusterOptions = {}): Promise<ClusterState> {
  ensureDebianPackages(log);
  buildIfChanged();
  const folder = mkdtempSync(path.join(os.tmpdir(), "bramble-cluster-"));
  // PostgreSQL and PgBouncer run as the postgres user, who must get through to their folders.
  chmodSync(folder, 0o711);
  const [haproxy, primary, replica, primaryBouncer, replicaBouncer, ...gatewayPorts] = await clusterPorts(
    5 + GATEWAY_COUNT,
  );
  const passwords: PostgresPasswords = { superuser: secret(18), replication: secret(18), app: secret(18) };
  const haproxyUrl = `http://127.0.0.1:${haproxy}`;
  const admin = { username: "admin", password: secret(12) };
  const metricsToken = secret(24);
  const state: ClusterState = {
    folder,
    haproxyUrl,
    admin,
    metricsToken,
    ports: {
      haproxy: haproxy!,
      primary: primary!,
      replica: replica!,
      primaryBouncer: primaryBouncer!,
      replicaBouncer: replicaBouncer!,
    },
    urls: {
      database: appUrl(primaryBouncer!, passwords),
      direct: appUrl(primary!, passwords),
      replica: appUrl(replicaBouncer!, passwords),
      primarySuperuser: superuserUrl(primary!, passwords),
      replicaSuperuser: superuserUrl(replica!, passwords),
    },
    passwords,
    user: serviceUser(),
    gateways: gatewayPorts.map((port, index) => gatewaySpec(folder, index + 1, port)),
    gatewayEnv: {
      NODE_ENV: "production",
      DATABASE_URL: appUrl(primaryBouncer!, passwords),
      DATABASE_DIRECT_URL: appUrl(primary!, passwords),
      DATABASE_REPLICA_URL: appUrl(replicaBouncer!, passwords),
      SESSION_SECRET: secret(32),
      TRUST_PROXY: "1",
      APP_URL: haproxyUrl,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    processes: { gateways: [] },
  };
  saveState(state);
  if (stopWithCaller) watchOver(stateFile(folder));
  try {
    await startServers(state, log);
  } catch (error) {
    await stopCluster(state).catch((stopError: unknown) =>
      log(`Stopping the half-started cluster failed: ${String(stopError)}`),
    );
    throw error;
  }
  return state;
}

/** A watchdog process that stops the cluster should this process die without stopping it. */
function watchOver(file: string): void {
  const watchdog = spawn(process.execPath, [path.join(import.meta.dirname, "watchdog.ts"), file], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  // Neither it nor its pipe may keep this process alive: its stdin closes when this process exits.
  watchdog.unref();
  if (watchdog.stdin instanceof net.Socket) watchdog.stdin.unref();
}

async function startServers(state: ClusterState, log: (line: string) => void): Promise<void> {
  const { folder, ports, passwords, user, processes } = state;
  const primaryDir = path.join(folder, "postgres", "primary");
  log(`Starting PostgreSQL primary on ${ports.primary} and its replica on ${ports.replica}...`);
  initialisePrimary(primaryDir, passwords, user);
  processes.primary = await startPostgres("primary", primaryDir, ports.primary, path.join(folder, "primary.log"), user);
  saveState(state);
  const scramSecret = await createRoles(ports.primary, passwords);
  const replicaDir = path.join(folder, "postgres", "replica");
  createReplica(replicaDir, ports.primary, passwords, user);
  processes.replica = await startPostgres("replica", replicaDir, ports.replica, path.join(folder, "replica.log"), user);
  saveState(state);

  log(`Starting PgBouncer on ${ports.primaryBouncer} (primary) and ${ports.replicaBouncer} (replica)...`);
  const bouncer = (name: string, port: number, postgresPort: number) =>
    startPgBouncer({ name, folder, port, postgresPort, scramSecret, user });
  [processes.primaryBouncer, processes.replicaBouncer] = await Promise.all([
    bouncer("pgbouncer-primary", ports.primaryBouncer, ports.primary),
    bouncer("pgbouncer-replica", ports.replicaBouncer, ports.replica),
  ]);
  saveState(state);

  log("Starting gateway 1 (it migrates and seeds the database)...");
  processes.gateways[0] = await startGateway(state.gateways[0]!, state.gatewayEnv);
  saveState(state);
  log(`Starting gateways 2 to ${state.gateways.length}...`);
  await Promise.all(
    state.gateways.slice(1).map(async (spec) => {
      processes.gateways[spec.index - 1] = await startGateway(spec, state.gatewayEnv);
    }),
  );
  saveState(state);

  processes.haproxy = await startHaproxy(
    folder,
    ports.haproxy,
    state.gateways.map((gateway) => gateway.port),
  );
  saveState(state);
}
