import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ClusterProcess } from "./child-process.ts";
import type { GatewaySpec } from "./gateways.ts";
import type { PostgresPasswords } from "./postgres-servers.ts";
import type { ServiceUser } from "./service-user.ts";

/** Everything needed to reach, change and stop a running cluster, from this process or another. */
export type ClusterState = {
  /** The temporary folder holding every data folder, configuration and log; deleted by stop. */
  folder: string;
  haproxyUrl: string;
  admin: { username: string; password: string };
  metricsToken: string;
  ports: { haproxy: number; primary: number; replica: number; primaryBouncer: number; replicaBouncer: number };
  /** The app role's ways in, and the superuser's on each server (for checks and figures). */
  urls: { database: string; direct: string; replica: string; primarySuperuser: string; replicaSuperuser: string };
  passwords: PostgresPasswords;
  user: ServiceUser;
  gateways: GatewaySpec[];
  /** The environment every gateway shares (each adds its own PORT and DATA_DIR). */
  gatewayEnv: Record<string, string>;
  processes: {
    primary?: ClusterProcess;
    replica?: ClusterProcess;
    primaryBouncer?: ClusterProcess;
    replicaBouncer?: ClusterProcess;
    haproxy?: ClusterProcess;
    /** By gateway number - 1; undefined while that gateway is stopped. */
    gateways: (ClusterProcess | undefined)[];
  };
};

export function stateFile(folder: string): string {
  return path.join(folder, "cluster-state.json");
}

/** Kept up to date in the cluster's folder, so a watchdog or `cluster:down` finds every PID. */
export function saveState(state: ClusterState): void {
  writeFileSync(stateFile(state.folder), JSON.stringify(state, null, 2), { mode: 0o600 });
}

export function readState(file: string): ClusterState {
  return JSON.parse(readFileSync(file, "utf8")) as ClusterState;
}

export function gatewayUrl(state: ClusterState, index: number): string {
  return `http://127.0.0.1:${state.gateways[index - 1]!.port}`;
}
