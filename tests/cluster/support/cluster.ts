import { inject } from "vitest";
import { gatewayUrl, readState, type ClusterState } from "#scripts/cluster/cluster-state.ts";

/** The cluster the global setup started, as its state file says now. */
export function cluster(): ClusterState {
  return readState(inject("clusterStateFile"));
}

/** The base URL of each gateway, asked directly (not through HAProxy). */
export function gatewayUrls(state: ClusterState): string[] {
  return state.gateways.map((gateway) => gatewayUrl(state, gateway.index));
}
