import { rm } from "node:fs/promises";
import path from "node:path";
import { stopProcess, type ClusterProcess } from "./child-process.ts";
import { saveState, type ClusterState } from "./cluster-state.ts";
import { waitForPortClosed } from "./port-waits.ts";
import { startGateway } from "./gateways.ts";
import { startPostgres, stopPostgres } from "./postgres-servers.ts";

function gatewayProcess(state: ClusterState, index: number): ClusterProcess | undefined {
  if (!state.gateways[index - 1]) throw new Error(`there is no gateway ${index}`);
  return state.processes.gateways[index - 1];
}

async function endGateway(state: ClusterState, index: number, signal: NodeJS.Signals): Promise<void> {
  const gateway = gatewayProcess(state, index);
  if (gateway) await stopProcess(gateway, signal);
  await waitForPortClosed(state.gateways[index - 1]!.port, 10_000, `gateway${index}`);
  state.processes.gateways[index - 1] = undefined;
  saveState(state);
}

/** SIGKILL: the gateway dies at once, mid-request, as on a crash or the OOM killer. */
export function killGateway(state: ClusterState, index: number): Promise<void> {
  return endGateway(state, index, "SIGKILL");
}

/** SIGTERM: the gateway's own graceful shutdown. */
export function stopGateway(state: ClusterState, index: number): Promise<void> {
  return endGateway(state, index, "SIGTERM");
}

/** Starts a stopped gateway again on its port and data folder; resolves once its /healthz answers 200. */
export async function startStoppedGateway(state: ClusterState, index: number): Promise<void> {
  if (gatewayProcess(state, index)) throw new Error(`gateway ${index} is running`);
  state.processes.gateways[index - 1] = await startGateway(state.gateways[index - 1]!, state.gatewayEnv);
  saveState(state);
}

export async function restartGateway(state: ClusterState, index: number): Promise<void> {
  await stopGateway(state, index);
  await startStoppedGateway(state, index);
}

/** Fast shutdown of the replica; its PgBouncer stays up and fails its clients quickly meanwhile. */
export async function stopReplica(state: ClusterState): Promise<void> {
  if (state.processes.replica) await stopPostgres(state.processes.replica);
  state.processes.replica = undefined;
  saveState(state);
}

/** Starts the replica again; it catches up from the primary through its replication slot. */
export async function startReplica(state: ClusterState): Promise<void> {
  if (state.processes.replica) throw new Error("the replica is running");
  state.processes.replica = await startPostgres(
    "replica",
    path.join(state.folder, "postgres", "replica"),
    state.ports.replica,
    path.join(state.folder, "replica.log"),
    state.user,
  );
  saveState(state);
}

/**
 * Stops everything, front to back (HAProxy, the gateways gracefully, the PgBouncers, the replica, the
 * primary) and deletes the cluster's folder. Safe to call on a half-started cluster.
 */
export async function stopCluster(state: ClusterState): Promise<void> {
  const { processes } = state;
  if (processes.haproxy) await stopProcess(processes.haproxy, "SIGTERM");
  await Promise.all(processes.gateways.map((gateway) => gateway && stopProcess(gateway, "SIGTERM")));
  await Promise.all(
    [processes.primaryBouncer, processes.replicaBouncer].map((bouncer) => bouncer && stopProcess(bouncer, "SIGINT")),
  );
  if (processes.replica) await stopPostgres(processes.replica);
  if (processes.primary) await stopPostgres(processes.primary);
  await rm(state.folder, { recursive: true, force: true });
}
